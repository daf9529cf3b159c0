/** The shared lists' page sizes (spec 1 §9): 5, 10, 15 or 20, default 5. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 5;

/** Sort orders of the shared list top bar (spec 2 §2). */
export const SORT_KEYS = ['name', 'status', 'date', 'rank'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** A list's search, filters, sort and page, as kept in the URL's query string. */
export interface ListParams<S extends string = SortKey> {
  search: string;
  status: string | null;
  store: string | null;
  serve: string[];
  from: string | null;
  to: string | null;
  sort: S;
  dir: SortDirection;
  page: number;
  size: PageSize;
  /** Filters later lists add (category, group, type), by their query key. */
  filters: Record<string, string>;
}

/**
 * What a list shows while the URL says nothing. Lists sorted by their table's columns (order
 * history) name their own sort keys; the others use the shared ones (SORT_KEYS).
 */
export interface ListDefaults<S extends string = SortKey> {
  sort: NoInfer<S>;
  dir: SortDirection;
  /** The sort keys the list accepts; the shared ones when absent. */
  sortKeys?: readonly S[];
  /** The page size without one in the URL; the shared default (5) when absent. */
  size?: PageSize;
  /** The date range (YYYY-MM-DD) applied without one in the URL, such as one month back to today. */
  from?: string;
  to?: string;
}

/** The open item's id (`?p=<id>`, spec 2 §2): not a filter, kept by "Clear All" and paging. */
export const DETAIL_KEY = 'p';
const OWN_KEYS = ['q', 'status', 'store', 'serve', 'from', 'to', 'sort', 'dir', 'page', 'size', DETAIL_KEY];
/** Keys that are not filters: "Clear All" and paging leave them. */
const KEPT_ON_CLEAR = new Set(['sort', 'dir', 'size', DETAIL_KEY]);

const pick = <T extends string | number>(allowed: readonly T[], raw: string | null, fallback: T): T =>
  allowed.find((value) => String(value) === raw) ?? fallback;

export function readListParams<S extends string = SortKey>(
  query: URLSearchParams,
  defaults: ListDefaults<S>,
): ListParams<S> {
  const sortKeys: readonly string[] = defaults.sortKeys ?? SORT_KEYS;
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const filters: Record<string, string> = {};
  for (const [key, value] of query) if (!OWN_KEYS.includes(key) && value) filters[key] = value;
  return {
    search: query.get('q') ?? '',
    status: query.get('status') || null,
    store: query.get('store') || null,
    serve: (query.get('serve') ?? '').split(',').filter(Boolean),
    from: query.get('from') || defaults.from || null,
    to: query.get('to') || defaults.to || null,
    sort: pick(sortKeys as readonly S[], query.get('sort'), defaults.sort),
    dir: pick(['asc', 'desc'] as const, query.get('dir'), defaults.dir),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    size: pick(PAGE_SIZES, query.get('size'), defaults.size ?? DEFAULT_PAGE_SIZE),
    filters,
  };
}

/** A change to the query: null or "" removes a key; lists are joined with commas. */
export type ListParamsPatch = Record<string, string | number | string[] | null>;

/** The query after `patch`. Any change but the page's own goes back to page 1. */
export function patchListParams(query: URLSearchParams, patch: ListParamsPatch): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [key, raw] of Object.entries(patch)) {
    const value = Array.isArray(raw) ? raw.join(',') : raw === null ? '' : String(raw);
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** "Clear All": search and every filter go; sort and page size stay. */
export function clearListParams(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of query) if (KEPT_ON_CLEAR.has(key)) next.set(key, value);
  return next;
}

/** Whether anything "Clear All" would remove is set. */
export function hasFilters(query: URLSearchParams): boolean {
  return [...query.keys()].some((key) => !KEPT_ON_CLEAR.has(key) && key !== 'page');
}
