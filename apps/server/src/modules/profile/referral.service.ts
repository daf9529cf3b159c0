import { type PageQuery, REFERRAL_MESSAGES, type ReferralHistoryItem } from '@perkdesk/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import { findUserById, type UserRow } from '../accounts/accounts.public';

// Referral chains are short; this bound only protects the walk from corrupt data.
const MAX_CHAIN = 100;
const refuse = (message: string) => validationFailed([{ field: 'referralUserId', message }]);

/**
 * A referrer can be set once. It must be an existing customer other than the caller, and the
 * caller must not already be up its chain (contract §2 Profile).
 */
export async function checkReferral(db: Db, user: UserRow, referralUserId: string): Promise<void> {
  if (user.referralUserId) throw refuse(REFERRAL_MESSAGES.alreadySet);
  if (referralUserId === user.id) throw refuse(REFERRAL_MESSAGES.self);
  const referrer = await findUserById(db, referralUserId);
  if (referrer?.role !== 'USER') throw refuse(REFERRAL_MESSAGES.notFound);
  let current: UserRow | undefined = referrer;
  for (let depth = 0; current?.referralUserId && depth < MAX_CHAIN; depth++) {
    if (current.referralUserId === user.id) throw refuse(REFERRAL_MESSAGES.cycle);
    current = await findUserById(db, current.referralUserId);
  }
}

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
