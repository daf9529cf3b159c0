import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderConditions } from './history-conditions';
import { orderBy, sortColumns } from './history-order-by';
import type { HistoryFilter, HistorySort, PageIds } from './history-query';
import { skipPage } from './skip-page';

/**
 * A search on orders' trigram index: up to `cap` matches (their ids and sort keys) are taken;
 * fewer than that are all the matches, so the page is sorted from them. Otherwise the total is
 * the cap, and the page is read as any other.
 */
export async function trigramSearchPage(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  offset: number,
  size: number,
  cap: number,
): Promise<PageIds> {
  const result = await db.execute<{ total: string | number; id: string | null }>(
    sql`with m as materialized (select ${sql.join(sortColumns(sort), sql`, `)} from orders where ${orderConditions(filter)}
        limit ${cap}),
      t as (select count(*) as total from m)
    select t.total, p.id from t left join lateral (
      select id from m order by ${orderBy(sort)} offset ${offset} limit ${size}) p on true`,
  );
  const total = Number(result.rows[0]?.total ?? 0);
  if (total < cap) return { ids: result.rows.flatMap((row) => (row.id === null ? [] : [row.id])), total };
  return { ids: await skipPage(db, filter, sort, offset, size, total, false), total };
}
