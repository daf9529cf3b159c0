import type { ListParams, SortKey } from './list-params';

/** How a list reads its items, for lists the server answers whole (stores, catalogue). */
export interface ListAccessors<T> {
  /** The text the search box matches, case-insensitively. */
  text: (item: T) => string;
  status?: (item: T) => string;
  /** ISO instant for the date range and the Date sort. */
  date?: (item: T) => string;
  sortValue: Partial<Record<SortKey, (item: T) => string | number>>;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  pageCount: number;
  /** The page shown: the asked one, or the last when fewer items remain (after a delete). */
  page: number;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** Search, filters, sort and paging applied in the browser, for lists the server does not page. */
export function selectPage<T>(items: readonly T[], params: ListParams, read: ListAccessors<T>): ListPage<T> {
  const needle = params.search.trim().toLocaleLowerCase();
  const kept = items.filter((item) => {
    if (needle && !read.text(item).toLocaleLowerCase().includes(needle)) return false;
    if (params.status && read.status && read.status(item) !== params.status) return false;
    const day = read.date?.(item).slice(0, 10);
    if (day && params.from && day < params.from) return false;
    if (day && params.to && day > params.to) return false;
    return true;
  });
  const key = read.sortValue[params.sort];
  const sign = params.dir === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable, so equal keys keep the server's creation order.
  const sorted = key ? [...kept].sort((a, b) => sign * compare(key(a), key(b))) : kept;
  const pageCount = Math.max(1, Math.ceil(sorted.length / params.size));
  const page = Math.min(params.page, pageCount);
  const start = (page - 1) * params.size;
  return { items: sorted.slice(start, start + params.size), total: sorted.length, pageCount, page };
}
