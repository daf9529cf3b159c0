import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderConditions } from './history-conditions';
import { dayOf, instant } from './history-dates';
import type { HistoryFilter } from './history-query';
import { bucketOf, NULL_BUCKET, UNBUCKETED, VALUE_KEYS, type ValueSortField } from './history-values';
import { countsSum } from './value-counts';
import { type ValueStretch, valueStretches } from './value-stretches';

/** A stretch of the range counted per bucket of a value sort's key. */
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

export interface ValueLocated {
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
export async function locateValue(
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
