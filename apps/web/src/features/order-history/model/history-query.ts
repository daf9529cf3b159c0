import {
  ARCHIVE_SEARCH_MIN,
  ARCHIVE_SORT_FIELDS,
  type ArchivedOrdersQueryInput,
  type ArchiveOrderStatus,
  type ArchiveSortField,
} from '@perkdesk/contracts';
import type { ListDefaults, ListParams } from '../../../components/list-top-bar/list-params';
import { type HistoryColumn, responseFieldsFor } from './history-columns';

/** The order-status filter's key in the URL (a `select` filter of the shared top bar). */
export const ORDER_STATUS_KEY = 'orderStatus';
/** The statuses the filter offers besides "all" (spec 1 §2). */
export const HISTORY_STATUSES = ['COMPLETED', 'REFUNDED'] as const satisfies readonly ArchiveOrderStatus[];

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * Today as YYYY-MM-DD in `timeZone`, the zone the server reads dates in (contract §1 Time: the
 * store in scope, else the merchant's earliest store); the browser's own zone while it is unknown.
 */
export function localDay(now: Date, timeZone?: string): string {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      })
        .formatToParts(now)
        .map((part) => [part.type, Number(part.value)] as const);
      const { year, month, day } = Object.fromEntries(parts);
      return isoDay(year ?? 0, month ?? 1, day ?? 1);
    } catch {
      // An unknown zone name: the browser's day below.
    }
  }
  return isoDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The same day one month earlier; a day the earlier month lacks becomes its last (Mar 31 → Feb 28). */
export function monthBack(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const earlierYear = month === 1 ? year - 1 : year;
  const earlierMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(earlierYear, earlierMonth, 0)).getUTCDate();
  return isoDay(earlierYear, earlierMonth, Math.min(date, lastDay));
}

/**
 * Order history's defaults (spec 1 §3, §9): 10 orders a page, the latest update first, and the
 * month up to today while the URL names no dates.
 */
export function historyDefaults(now: Date, timeZone?: string): ListDefaults<ArchiveSortField> {
  const today = localDay(now, timeZone);
  return {
    sort: 'lastUpdatedAt',
    dir: 'desc',
    sortKeys: ARCHIVE_SORT_FIELDS,
    size: 10,
    from: monthBack(today),
    to: today,
  };
}

const isHistoryStatus = (value: string | undefined): value is (typeof HISTORY_STATUSES)[number] =>
  (HISTORY_STATUSES as readonly string[]).includes(value ?? '');

/**
 * GET /api/orders/archived's parameters for what the top bar shows (spec 1 §7): the page is
 * zero-based there, a missing status means ALL, and only the shown columns are asked for.
 */
export function archiveQuery(
  params: ListParams<ArchiveSortField>,
  columns: readonly HistoryColumn[],
): ArchivedOrdersQueryInput {
  const status = params.filters[ORDER_STATUS_KEY];
  const query: ArchivedOrdersQueryInput = {
    pageNumber: params.page - 1,
    pageSize: params.size,
    sortBy: params.sort,
    sortDesc: params.dir === 'desc' ? 'true' : 'false',
    orderStatus: isHistoryStatus(status) ? status : 'ALL',
    responseFields: responseFieldsFor(columns),
  };
  const search = params.search.trim();
  if (search) query.searchText = search;
  if (params.store) query.storeId = params.store;
  if (params.serve.length > 0) query.serveOptions = params.serve.join(',');
  if (params.from) query.startDate = params.from;
  if (params.to) query.endDate = params.to;
  return query;
}

/** The query string for the call: every value as text, in a stable order for the cache key. */
export function archiveSearchParams(query: ArchivedOrdersQueryInput): URLSearchParams {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as [string, string])
    .sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(entries);
}

/** The next sort after a click on a column header: the same column flips, another starts descending. */
export function nextSort(
  current: Pick<ListParams<ArchiveSortField>, 'sort' | 'dir'>,
  field: ArchiveSortField,
): { sort: ArchiveSortField; dir: 'asc' | 'desc' } {
  if (current.sort === field) return { sort: field, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { sort: field, dir: 'desc' };
}

/**
 * A search the server would refuse (it matches by trigrams, so at least ARCHIVE_SEARCH_MIN
 * characters): the page says so instead of asking.
 */
export function searchTooShort(params: Pick<ListParams<ArchiveSortField>, 'search'>): boolean {
  const length = params.search.trim().length;
  return length > 0 && length < ARCHIVE_SEARCH_MIN;
}
