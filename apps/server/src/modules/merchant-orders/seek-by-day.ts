import type { ArchiveSortField } from '@perkdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderConditions } from './history-conditions';
import { instant } from './history-dates';
import { orderBy, SORT_COLUMNS } from './history-order-by';
import { pageIds } from './history-page-ids';
import type { HistoryFilter, HistorySort, PageIds } from './history-query';
import { locateDay } from './locate-day';

/**
 * The sorts a day count can seek: lastUpdatedAt alone, or a column of order_history_days first.
 * The value is that column (null: no group).
 */
const DAY_SEEKABLE: Partial<Record<ArchiveSortField, SQL | null>> = {
  lastUpdatedAt: null,
  storeId: sql`store_id`,
  status: sql`status`,
  serveStatus: sql`serve_status`,
};

export const isDaySeekable = (field: ArchiveSortField) => field in DAY_SEEKABLE;

/**
 * The page by seek: into the index at the located day, skipping at most that day's rows. Null
 * when the page cannot be sought and is skipped instead.
 */
export async function seekByDay(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  offset: number,
  size: number,
): Promise<PageIds | null> {
  const group = DAY_SEEKABLE[sort.field] ?? null;
  const located = await locateDay(db, filter, group, sort.desc, offset);
  if (!located) return { ids: [], total: 0 };
  if (offset >= located.total) return { ids: [], total: located.total };
  // A null group value (an archived order without a serve status) has no place in a row comparison.
  if (group && located.group === '') return null;
  const t = SORT_COLUMNS.lastUpdatedAt;
  const bound = sort.desc ? instant(located.hi) : instant(located.lo);
  const key = group ? sql`(${group}, ${t})` : t;
  const at = group ? sql`(${located.group}, ${bound})` : bound;
  const seek = sort.desc ? sql`${key} < ${at}` : sql`${key} >= ${at}`;
  const ids = await pageIds(
    db,
    sql`${orderConditions(filter)} and ${seek}`,
    orderBy(sort),
    offset - located.before,
    size,
  );
  return { ids, total: located.total };
}
