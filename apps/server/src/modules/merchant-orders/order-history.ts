import { type ArchiveSortField, SERVE_TYPES, type ServeType } from '@perkdesk/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ARCHIVED_STATUSES, orders } from '../../db/schema/index';
import type { InstantRange, OrderRow } from '../orders/orders.public';
import { escapeLike, hitsPage, SEARCH_READ_ALL_HITS, searchWords } from './history-search';
import {
  bucketOf,
  countsSum,
  isValueSort,
  NULL_BUCKET,
  UNBUCKETED,
  VALUE_KEYS,
  type ValueSortField,
  type ValueStretch,
  valueStretches,
} from './history-values';

// The order history's queries (GET /api/orders/archived; the design and its figures:
// docs/adr/0008-order-history-counts-and-seeks.md, bench/order-history.mjs). Every query is
// served by one of the history indexes of db/schema/orders.ts, all partial on the archived
// statuses:
// - totals are exact: order_history_months for the whole UTC months of the range,
//   order_history_days for the whole days around them, and the partial days at either end of a
//   date range counted on the index (kept by triggers; a few hundred rows per total). With a
//   search text the count stops at SEARCH_COUNT_CAP;
// - a page is found on a covering index (ids only: no table row is read for the rows skipped),
//   then its rows are read by id (late row lookup);
// - sorted by lastUpdatedAt, or by store, status or serve status then lastUpdatedAt, any page is
//   a seek: the counts say which month, then which day, the page starts in and how many rows
//   come before it, so the index is entered at that day and at most a day of rows is skipped;
// - a page that cannot be sought (an id not of digits, a page among null keys) skips rows on the
//   index from the nearer end (the total is exact);
// - value sorts (id, paidAt, customerName, the amounts, points) are sought on the value buckets
//   of order_history_values (history-values.ts): the counts say which bucket the page starts
//   in and how many rows come before it, so at most a bucket of index entries is skipped;
// - a search finds the words holding its text, then reads their orders from the hits' index
//   (history-search.ts, ADR 10); a text most orders hold, under a sort other than lastUpdatedAt,
//   is read on orders' trigram index instead. Its count stops at SEARCH_COUNT_CAP.

/** A search matching more orders than this is counted as this many (its pages stop there). */
export const SEARCH_COUNT_CAP = 1000;

export type ArchivedStatus = (typeof ARCHIVED_STATUSES)[number];

export interface HistoryFilter {
  merchantId: string;
  storeId: string | null;
  /** On lastUpdatedAt; `to` exclusive. */
  range: InstantRange | null;
  /** Empty means all. */
  serveTypes: readonly ServeType[];
  statuses: readonly ArchivedStatus[];
  /** Lower-cased substring of `search_text`; null for none. */
  search: string | null;
}

/** Every archived order of a merchant: no store, date range, serve type or search text. */
export const wholeHistory = (merchantId: string): HistoryFilter => ({
  merchantId,
  storeId: null,
  range: null,
  serveTypes: [],
  statuses: ARCHIVED_STATUSES,
  search: null,
});

export interface HistorySort {
  field: ArchiveSortField;
  desc: boolean;
}

export interface HistoryPage {
  rows: OrderRow[];
  total: number;
}

/** The sort key's column; every sort then breaks ties by lastUpdatedAt and id, the same way. */
const SORT_COLUMNS = {
  id: sql`id`,
  storeId: sql`store_id`,
  customerName: sql`customer_name`,
  subAmount: sql`sub_amount_cents`,
  discountAmount: sql`discount_cents`,
  totalAmount: sql`total_cents`,
  globalPointsUsed: sql`global_points_used`,
  status: sql`status`,
  serveStatus: sql`serve_status`,
  paidAt: sql`paid_at`,
  lastUpdatedAt: sql`last_updated_at`,
} satisfies Record<ArchiveSortField, SQL>;

/**
 * The sorts a day count can seek: lastUpdatedAt alone, or a column of order_history_days first.
 * The value is that column (null: no group).
 */
const SEEKABLE: Partial<Record<ArchiveSortField, SQL | null>> = {
  lastUpdatedAt: null,
  storeId: sql`store_id`,
  status: sql`status`,
  serveStatus: sql`serve_status`,
};

const DAY_MS = 86_400_000;
const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** What both orders and order_history_days filter on: the merchant, store, status, serve type. */
function groupFilters(filter: HistoryFilter, merchant = true): SQL[] {
  // order_search_hits has no merchant column: its words are the merchant's.
  const where: SQL[] = merchant ? [sql`merchant_id = ${filter.merchantId}`] : [];
  if (filter.storeId) where.push(sql`store_id = ${filter.storeId}`);
  // The archived statuses are every status of order_history_days, and the predicate of the
  // indexes: an orders query always names them so that the planner may use those indexes.
  // Written as literals (both lists are checked enums) so that the planner proves the indexes'
  // predicate whether or not it plans with the parameters' values.
  where.push(sql.raw(`status in (${literals(filter.statuses, ARCHIVED_STATUSES)})`));
  if (filter.serveTypes.length > 0)
    where.push(sql.raw(`serve_type in (${literals(filter.serveTypes, SERVE_TYPES)})`));
  return where;
}

/** `'A', 'B'` for values that must be among `allowed` (anything else is a bug, refused). */
function literals(values: readonly string[], allowed: readonly string[]): string {
  for (const value of values) if (!allowed.includes(value)) throw new Error(`unexpected value ${value}`);
  return values.map((value) => `'${value}'`).join(', ');
}

/** The conditions on orders: the group filters, the date range, the search text. */
function orderConditions(filter: HistoryFilter, range: InstantRange | null = filter.range): SQL {
  const where = [...groupFilters(filter), ...rangeConditions(range)];
  if (filter.search) where.push(sql`search_text like ${`%${escapeLike(filter.search)}%`}`);
  return sql.join(where, sql` and `);
}

function rangeConditions(range: InstantRange | null): SQL[] {
  const where: SQL[] = [];
  if (range?.from) where.push(sql`last_updated_at >= ${instant(range.from)}`);
  if (range?.to) where.push(sql`last_updated_at < ${instant(range.to)}`);
  return where;
}

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
const ceilDay = (date: Date) => new Date(startOfUtcDay(new Date(date.getTime() - 1)).getTime() + DAY_MS);
const ceilMonth = (date: Date) => (monthStart(date).getTime() === date.getTime() ? date : nextMonth(date));

/** A count table's rows between two bucket dates (either open), summed per group and bucket. */
function bucketRows(
  filter: HistoryFilter,
  group: SQL | null,
  tier: 'day' | 'month',
  from: Date | null,
  to: Date | null,
  extra: SQL[] = [],
): SQL {
  const table = sql.raw(tier === 'day' ? 'order_history_days' : 'order_history_months');
  const bucket = sql.raw(tier);
  const span = sql.raw(tier === 'day' ? "interval '1 day'" : "interval '1 month'");
  const where = [...groupFilters(filter), ...extra];
  if (from) where.push(sql`${bucket} >= ${dayOf(from)}::date`);
  if (to) where.push(sql`${bucket} < ${dayOf(to)}::date`);
  return sql`select g, (b::timestamp at time zone 'UTC') as lo, ((b + ${span})::timestamp at time zone 'UTC') as hi,
      n, ${tier}::text as tier
    from (select ${group ?? sql`''`} as g, ${bucket} as b, sum(orders)::bigint as n
      from ${table} where ${sql.join(where, sql` and `)} group by 1, 2) c`;
}

/** The rows of a partial day at an edge of the date range, counted per group on the index. */
function edgeRows(filter: HistoryFilter, group: SQL | null, from: Date, to: Date): SQL {
  return sql`select ${group ?? sql`''`} as g, ${instant(from)} as lo, ${instant(to)} as hi, count(*)::bigint as n,
      'edge'::text as tier
    from orders where ${orderConditions(filter, { from, to })} group by 1`;
}

/**
 * The result as segments of time, per group: whole UTC months from order_history_months, the
 * whole days before and after them from order_history_days, and the partial days at either end
 * of the date range counted on the index (at most a day each).
 */
function segmentsSql(filter: HistoryFilter, group: SQL | null): SQL {
  const { from, to } = filter.range ?? { from: null, to: null };
  const dayFrom = from ? ceilDay(from) : null;
  const dayTo = to ? startOfUtcDay(to) : null;
  if (from && to && dayFrom && dayTo && dayFrom >= dayTo) return edgeRows(filter, group, from, to);
  const parts: SQL[] = [];
  const monthFrom = dayFrom ? ceilMonth(dayFrom) : null;
  const monthTo = dayTo ? monthStart(dayTo) : null;
  if (monthFrom && monthTo && monthFrom >= monthTo) {
    parts.push(bucketRows(filter, group, 'day', dayFrom, dayTo));
  } else {
    parts.push(bucketRows(filter, group, 'month', monthFrom, monthTo));
    if (dayFrom && monthFrom && dayFrom < monthFrom)
      parts.push(bucketRows(filter, group, 'day', dayFrom, monthFrom));
    if (dayTo && monthTo && monthTo < dayTo) parts.push(bucketRows(filter, group, 'day', monthTo, dayTo));
  }
  if (to && dayTo && dayTo < to) parts.push(edgeRows(filter, group, dayTo, to));
  if (from && dayFrom && from < dayFrom) parts.push(edgeRows(filter, group, from, dayFrom));
  return sql.join(parts, sql` union all `);
}

/** The exact total, from the counts and the edges. */
async function exactTotal(db: Executor, filter: HistoryFilter): Promise<number> {
  const result = await db.execute<{ total: string | number | null }>(
    sql`select sum(n) as total from (${segmentsSql(filter, null)}) s`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** ORDER BY for a sort, or its reverse. */
function orderBy(sort: HistorySort, reverse = false): SQL {
  const direction = sort.desc !== reverse ? sql`desc` : sql`asc`;
  const keys =
    sort.field === 'id'
      ? [SORT_COLUMNS.id]
      : sort.field === 'lastUpdatedAt'
        ? [SORT_COLUMNS.lastUpdatedAt, SORT_COLUMNS.id]
        : [SORT_COLUMNS[sort.field], SORT_COLUMNS.lastUpdatedAt, SORT_COLUMNS.id];
  return sql.join(
    keys.map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
}

async function pageIds(
  db: Executor,
  where: SQL,
  order: SQL,
  offset: number,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const result = await db.execute<{ id: string }>(
    sql`select id from orders where ${where} order by ${order} offset ${offset} limit ${limit}`,
  );
  return result.rows.map((row) => row.id);
}

interface Located {
  group: string;
  lo: Date;
  hi: Date;
  tier: 'month' | 'day' | 'edge';
  before: number;
  total: number;
}

/**
 * The segment the row at `offset` falls in, in the sort's order, with the number of rows before
 * it, and the total of all segments; null when there are none.
 */
async function locateIn(db: Executor, segments: SQL, desc: boolean, offset: number): Promise<Located | null> {
  const direction = desc ? sql`desc` : sql`asc`;
  const result = await db.execute<{
    g: string;
    lo: Date | string;
    hi: Date | string;
    tier: Located['tier'];
    before: string | number;
    total: string | number;
  }>(sql`with s as (${segments}),
      r as (select g, lo, hi, tier, n, sum(n) over (order by g ${direction}, lo ${direction} rows unbounded preceding) as upto,
        sum(n) over () as total from s where n > 0)
    select g, lo, hi, tier, upto - n as before, total from r
    order by (upto <= ${offset}), g ${direction}, lo ${direction} limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    group: row.g,
    lo: new Date(row.lo),
    hi: new Date(row.hi),
    tier: row.tier,
    before: Number(row.before),
    total: Number(row.total),
  };
}

/**
 * The day the row at `offset` falls in (or the partial day at an edge), with the rows before it:
 * first among the months, days and edges of the range, then among the days of the month found.
 */
async function locate(
  db: Executor,
  filter: HistoryFilter,
  group: SQL | null,
  desc: boolean,
  offset: number,
): Promise<Located | null> {
  const located = await locateIn(db, segmentsSql(filter, group), desc, offset);
  if (!located || located.tier !== 'month' || offset >= located.total) return located;
  const inGroup = group ? [sql`${group} = ${located.group}`] : [];
  const days = bucketRows(filter, group, 'day', located.lo, located.hi, inGroup);
  const day = await locateIn(db, days, desc, offset - located.before);
  if (!day) throw new Error('order_history_months and order_history_days disagree');
  return { ...day, before: located.before + day.before, total: located.total };
}

/** The page by seek: into the index at the located day, skipping at most that day's rows. */
async function seekPage(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  offset: number,
  size: number,
): Promise<{ ids: string[]; total: number } | null> {
  const group = SEEKABLE[sort.field] ?? null;
  const located = await locate(db, filter, group, sort.desc, offset);
  if (!located) return { ids: [], total: 0 };
  if (offset >= located.total) return { ids: [], total: located.total };
  // A null group value (an archived order without a serve status) has no place in a row
  // comparison: that page is found by skipping instead.
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

/**
 * A search's page and total (up to `cap`): from the hits of its words (history-search.ts) when
 * they are few enough to read, or under the default sort (read per word in index order);
 * otherwise (a text most orders hold, under another sort) from orders on the trigram index.
 */
async function searchPage(
  db: Executor,
  filter: HistoryFilter & { search: string },
  sort: HistorySort,
  offset: number,
  size: number,
  options: HistoryOptions,
): Promise<{ ids: string[]; total: number }> {
  const cap = options.searchCap ?? SEARCH_COUNT_CAP;
  const readAll = options.searchReadAllHits ?? SEARCH_READ_ALL_HITS;
  const words = await searchWords(db, filter.merchantId, filter.search);
  if (words.hits === 0) return { ids: [], total: 0 };
  if (words.hits <= readAll || sort.field === 'lastUpdatedAt') {
    const where = [...groupFilters(filter, false), ...rangeConditions(filter.range)];
    return hitsPage(db, words, {
      where: sql.join(where, sql` and `),
      columns: sortColumns(sort),
      orderBy: orderBy(sort),
      byTime: sort.field === 'lastUpdatedAt',
      offset,
      size,
      cap,
    });
  }
  return trigramSearchPage(db, filter, sort, offset, size, cap);
}

const sortColumns = (sort: HistorySort) => [
  ...new Set([SORT_COLUMNS[sort.field], SORT_COLUMNS.lastUpdatedAt, SORT_COLUMNS.id]),
];

/**
 * A search on orders' trigram index: up to `cap` matches (their ids and sort keys) are taken;
 * fewer than that are all the matches, so the page is sorted from them. Otherwise the total is
 * the cap, and the page is read as any other.
 */
async function trigramSearchPage(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  offset: number,
  size: number,
  cap: number,
): Promise<{ ids: string[]; total: number }> {
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

/** A stretch of the range counted per bucket of a value sort's key (history-values.ts). */
function valueStretchSql(filter: HistoryFilter, field: ValueSortField, stretch: ValueStretch): SQL {
  if (stretch.kind === 'edge')
    return sql`select ${bucketOf(VALUE_KEYS[field])} as g, ${instant(stretch.from)} as lo, ${instant(stretch.to)} as hi,
        count(*)::bigint as n
      from orders where ${orderConditions(filter, stretch)} group by 1`;
  const where = [
    sql`merchant_id = ${filter.merchantId}`,
    sql`sort_key = ${field}`,
    sql`span = ${stretch.days}`,
  ];
  if (filter.storeId) where.push(sql`store_id = ${filter.storeId}`);
  if (stretch.from) where.push(sql`start >= ${dayOf(stretch.from)}::date`);
  if (stretch.to) where.push(sql`start < ${dayOf(stretch.to)}::date`);
  return sql`select bucket as g, (start::timestamp at time zone 'UTC') as lo,
      ((start + span)::timestamp at time zone 'UTC') as hi,
      sum(${countsSum(filter.statuses, filter.serveTypes)})::bigint as n
    from order_history_values where ${sql.join(where, sql` and `)} group by bucket, start, span`;
}

interface ValueLocated {
  bucket: number;
  lo: Date;
  hi: Date;
  /** Rows before the segment found, and before its bucket. */
  before: number;
  bucketBefore: number;
  total: number;
  /** Rows whose key is null (the last bucket ascending, the first descending). */
  nulls: number;
  unbucketed: boolean;
}

/**
 * The bucket (and the span of time within it) the row at `offset` falls in, under a value sort:
 * its counts summed over the range's blocks, weeks and partial weeks, in the sort's order.
 */
async function locateValue(
  db: Executor,
  filter: HistoryFilter,
  field: ValueSortField,
  desc: boolean,
  offset: number,
): Promise<ValueLocated | null> {
  const stretches = valueStretches(filter.range?.from ?? null, filter.range?.to ?? null);
  if (stretches.length === 0) return null;
  const segments = sql.join(
    stretches.map((stretch) => valueStretchSql(filter, field, stretch)),
    sql` union all `,
  );
  const direction = desc ? sql`desc` : sql`asc`;
  const result = await db.execute<{
    g: number;
    lo: Date | string;
    hi: Date | string;
    before: string | number;
    bucket_before: string | number;
    total: string | number;
    nulls: string | number;
    unbucketed: boolean;
  }>(sql`with s as (${segments}),
      r as (select g, lo, hi, n,
        sum(n) over (order by g ${direction}, lo ${direction} rows unbounded preceding) as upto,
        sum(n) over (order by g ${direction} range unbounded preceding) - sum(n) over (partition by g) as bucket_before,
        sum(n) over () as total,
        coalesce(sum(n) filter (where g = ${NULL_BUCKET}) over (), 0) as nulls,
        bool_or(g = ${UNBUCKETED}) over () as unbucketed
        from s where n > 0)
    select g, lo, hi, upto - n as before, bucket_before, total, nulls, unbucketed from r
    order by (upto <= ${offset}), g ${direction}, lo ${direction} limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    bucket: Number(row.g),
    lo: new Date(row.lo),
    hi: new Date(row.hi),
    before: Number(row.before),
    bucketBefore: Number(row.bucket_before),
    total: Number(row.total),
    nulls: Number(row.nulls),
    unbucketed: row.unbucketed,
  };
}

/**
 * A value sort's page by seek: into the key's index at the bucket the page starts in, skipping at
 * most that bucket's rows; in a bucket of one value (no discount, no points) the rows are in
 * lastUpdatedAt order, so the index is entered at the block or week found. Null when the page
 * cannot be sought (ids not of digits; a page among or next to null keys) and is skipped instead.
 */
async function valueSeekPage(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort & { field: ValueSortField },
  offset: number,
  size: number,
): Promise<{ ids: string[]; total: number } | { total: number; ids: null }> {
  const located = await locateValue(db, filter, sort.field, sort.desc, offset);
  if (!located) return { ids: [], total: 0 };
  const { total } = located;
  if (offset >= total) return { ids: [], total };
  const key = VALUE_KEYS[sort.field];
  const bounds = key.bounds(located.bucket);
  const nearNulls = sort.desc
    ? located.bucket === NULL_BUCKET
    : located.nulls > 0 && located.bucket !== NULL_BUCKET && offset + size > total - located.nulls;
  if (!bounds || located.unbucketed || nearNulls) return { total, ids: null };
  const t = SORT_COLUMNS.lastUpdatedAt;
  let seek: SQL;
  let skipped = located.before;
  if (bounds.kind === 'null') {
    seek = sql`${key.column} is null and ${t} >= ${instant(located.lo)}`;
  } else if (bounds.single && bounds.lo) {
    seek = sort.desc
      ? sql`(${key.column}, ${t}) < (${bounds.lo}, ${instant(located.hi)})`
      : sql`(${key.column}, ${t}) >= (${bounds.lo}, ${instant(located.lo)})`;
  } else {
    // Descending, the nulls come first: the last bucket's rows are the keys that are not null.
    const bound = sort.desc ? bounds.hi : bounds.lo;
    if (sort.desc) seek = bound ? sql`${key.column} < ${bound}` : sql`${key.column} is not null`;
    else seek = bound ? sql`${key.column} >= ${bound}` : sql`true`;
    skipped = located.bucketBefore;
  }
  const where = sql`${orderConditions(filter)} and ${seek}`;
  return { ids: await pageIds(db, where, orderBy(sort), offset - skipped, size), total };
}

/** The page by skipping on the covering index, from whichever end is nearer when the total is known. */
async function skipPage(
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

/** The rows of a page, in the page's order. */
async function rowsOf(db: Executor, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is OrderRow => row !== undefined);
}

/** Where a search's count stops, and up to how many hits it reads them all; tests lower them. */
export interface HistoryOptions {
  searchCap?: number;
  searchReadAllHits?: number;
}

/** The ids of one page of the history and its total (see the top of this file). */
export async function historyPageIds(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  page: { pageNumber: number; pageSize: number },
  options: HistoryOptions = {},
): Promise<{ ids: string[]; total: number }> {
  const offset = page.pageNumber * page.pageSize;
  if (filter.statuses.length === 0) return { ids: [], total: 0 };
  const { search } = filter;
  if (search) return searchPage(db, { ...filter, search }, sort, offset, page.pageSize, options);
  if (sort.field in SEEKABLE) {
    const sought = await seekPage(db, filter, sort, offset, page.pageSize);
    if (sought) return sought;
  }
  const { field } = sort;
  if (isValueSort(field)) {
    const sought = await valueSeekPage(db, filter, { ...sort, field }, offset, page.pageSize);
    if (sought.ids) return sought;
    return {
      ids: await skipPage(db, filter, sort, offset, page.pageSize, sought.total, true),
      total: sought.total,
    };
  }
  const total = await exactTotal(db, filter);
  return { ids: await skipPage(db, filter, sort, offset, page.pageSize, total, true), total };
}

/** One page of the merchant's order history, with its total. */
export async function historyPage(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  page: { pageNumber: number; pageSize: number },
  options: HistoryOptions = {},
): Promise<HistoryPage> {
  const { ids, total } = await historyPageIds(db, filter, sort, page, options);
  return { rows: await rowsOf(db, ids), total };
}

/**
 * The same page the plain way: count(*) and OFFSET over the whole result, reading every row
 * before the page. What the tests and the benchmark check the sought pages against.
 */
export async function historyPageIdsByOffset(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort,
  page: { pageNumber: number; pageSize: number },
): Promise<{ ids: string[]; total: number }> {
  if (filter.statuses.length === 0) return { ids: [], total: 0 };
  const where = orderConditions(filter);
  const count = await db.execute<{ total: string | number }>(
    sql`select count(*) as total from orders where ${where}`,
  );
  const ids = await pageIds(db, where, orderBy(sort), page.pageNumber * page.pageSize, page.pageSize);
  return { ids, total: Number(count.rows[0]?.total ?? 0) };
}
