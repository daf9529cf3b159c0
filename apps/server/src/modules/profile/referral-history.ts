import type { PageQuery, ReferralHistoryItem } from '@perkdesk/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The customers the caller brought in, down to three levels, level first then newest first. */
export async function referralHistory(db: Db, userId: string, page: PageQuery) {
  const tree = sql`
    with recursive tree(id, name, level, created_at) as (
      select id, name, 1, created_at from users where referral_user_id = ${userId}
      union all
      select u.id, u.name, t.level + 1, u.created_at
      from users u join tree t on u.referral_user_id = t.id
      where t.level < 3
    )`;
  const offset = page.pageNumber * page.pageSize;
  const rows = await db.execute<{
    id: string;
    name: string | null;
    level: number;
    created_at: Date | string;
  }>(
    sql`${tree} select id, name, level, created_at from tree order by level, created_at desc, id limit ${page.pageSize} offset ${offset}`,
  );
  const totals = await db.execute<{ total: number }>(sql`${tree} select count(*)::int as total from tree`);
  const content: ReferralHistoryItem[] = rows.rows.map((row) => ({
    userId: row.id,
    name: row.name,
    level: Number(row.level),
    joinedAt: new Date(row.created_at).toISOString(),
  }));
  return { content, totalElements: Number(totals.rows[0]?.total ?? 0), ...page };
}
