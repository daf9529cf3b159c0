import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderConditions } from './history-conditions';
import { instant } from './history-dates';
import { orderBy, SORT_COLUMNS } from './history-order-by';
import { pageIds } from './history-page-ids';
import type { HistoryFilter, HistorySort, PageIds } from './history-query';
import { NULL_BUCKET, VALUE_KEYS, type ValueSortField } from './history-values';
import { locateValue } from './locate-value';

/**
 * A value sort's page by seek: into the key's index at the bucket the page starts in, skipping at
 * most that bucket's rows; in a bucket of one value (no discount, no points) the rows are in
 * lastUpdatedAt order, so the index is entered at the block or week found. `ids` is null when the
 * page cannot be sought (ids not of digits; a page among or next to null keys) and is skipped instead.
 */
export async function seekByValue(
  db: Executor,
  filter: HistoryFilter,
  sort: HistorySort & { field: ValueSortField },
  offset: number,
  size: number,
): Promise<PageIds | { total: number; ids: null }> {
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
