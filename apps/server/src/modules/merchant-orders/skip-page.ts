import type { Executor } from '../../db/client';
import { orderConditions } from './history-conditions';
import { orderBy } from './history-order-by';
import { pageIds } from './history-page-ids';
import type { HistoryFilter, HistorySort } from './history-query';

/** The page by skipping on the covering index, from whichever end is nearer when the total is exact. */
export async function skipPage(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  offset: number,
  size: number,
  total: number,
  exact: boolean,
): Promise<string[]> {
  const end = Math.min(offset + size, total);
  if (offset >= end) return [];
  const where = orderConditions(filter);
  if (exact && offset > total - end) {
    const ids = await pageIds(db, where, orderBy(sort, true), total - end, end - offset);
    return ids.reverse();
  }
  return pageIds(db, where, orderBy(sort), offset, end - offset);
}
