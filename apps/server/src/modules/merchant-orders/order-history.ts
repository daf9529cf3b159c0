import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { OrderRow } from '../orders/orders.public';
import { exactTotal } from './history-counts';
import type {
  HistoryFilter,
  HistoryOptions,
  HistoryPage,
  HistorySort,
  PageIds,
  PageRequest,
} from './history-query';
import { isValueSort } from './history-values';
import { searchPage } from './search-page';
import { isDaySeekable, seekByDay } from './seek-by-day';
import { seekByValue } from './seek-by-value';
import { skipPage } from './skip-page';

// GET /api/orders/archived: every query runs on a partial history index of db/schema/orders.ts.
// Totals and day seeks: ADR 8; value sorts: ADR 9; search: ADR 10 (figures: bench/order-history.mjs).

/** The ids of one page of the history and its total: searched, sought by day or value, else skipped. */
export async function historyPageIds(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  page: PageRequest,
  options: HistoryOptions = {},
): Promise<PageIds> {
  const offset = page.pageNumber * page.pageSize;
  if (filter.statuses.length === 0) return { ids: [], total: 0 };
  const { search } = filter;
  if (search) return searchPage(db, { ...filter, search }, sort, offset, page.pageSize, options);
  if (isDaySeekable(sort.field)) {
    const sought = await seekByDay(db, filter, sort, offset, page.pageSize);
    if (sought) return sought;
  }
  const { field } = sort;
  if (isValueSort(field)) {
    const sought = await seekByValue(db, filter, { ...sort, field }, offset, page.pageSize);
    if (sought.ids) return sought;
    return {
      ids: await skipPage(db, filter, sort, offset, page.pageSize, sought.total, true),
      total: sought.total,
    };
  }
  const total = await exactTotal(db, filter);
  return { ids: await skipPage(db, filter, sort, offset, page.pageSize, total, true), total };
}

/** The rows of a page, in the page's order (late row lookup by id). */
async function rowsOf(db: Executor, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is OrderRow => row !== undefined);
}

/** One page of the merchant's order history, with its total. */
export async function historyPage(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  page: PageRequest,
  options: HistoryOptions = {},
): Promise<HistoryPage> {
  const { ids, total } = await historyPageIds(db, filter, sort, page, options);
  return { rows: await rowsOf(db, ids), total };
}
