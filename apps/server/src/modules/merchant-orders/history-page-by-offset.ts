import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderConditions } from './history-conditions';
import { orderBy } from './history-order-by';
import { pageIds } from './history-page-ids';
import type { HistoryFilter, HistorySort, PageIds, PageRequest } from './history-query';

/**
 * The same page the plain way: count(*) and OFFSET over the whole result, reading every row
 * before the page. What the tests and the benchmark check the sought pages against.
 */
export async function historyPageIdsByOffset(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  page: PageRequest,
): Promise<PageIds> {
  if (filter.statuses.length === 0) return { ids: [], total: 0 };
  const where = orderConditions(filter);
  const count = await db.execute<{ total: string | number }>(
    sql`select count(*) as total from orders where ${where}`,
  );
  const ids = await pageIds(db, where, orderBy(sort), page.pageNumber * page.pageSize, page.pageSize);
  return { ids, total: Number(count.rows[0]?.total ?? 0) };
}
