import type { ArchiveSortField } from '@perkdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';

// The value buckets of the order history's value sorts (docs/adr/0009-order-history-value-seeks.md).
// Each sort key's values fall in buckets numbered in the key's order; order_history_values counts
// archived orders per bucket, week or block of four weeks, store, status and serve type. Migration
// 0014 defines the same buckets as SQL functions (order_history_value_bucket_*), used by its
// triggers and by the count of a date range's partial weeks; history-values.test.ts checks
// that both agree.

/** The bucket of a null key: after every other bucket, as PostgreSQL sorts nulls last ascending. */
export const NULL_BUCKET = 1_000_000_000;
/** The bucket of an id that does not start with five digits: such ids are not sought. */
export const UNBUCKETED = -1;

/** Money in cents: every dollar up to $50, then coarser (small merchants' orders are mostly small). */
export const AMOUNT_THRESHOLDS: readonly number[] = [
  0,
  1,
  ...steps(100, 5_000, 100),
  ...steps(5_500, 10_000, 500),
  ...steps(11_000, 20_000, 1_000),
  ...steps(22_500, 50_000, 2_500),
  ...steps(60_000, 100_000, 10_000),
  150_000,
  200_000,
  300_000,
  500_000,
  1_000_000,
];

export const POINT_THRESHOLDS: readonly number[] = [
  0, 1, 50, 100, 150, 200, 300, 400, 500, 750, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000, 20_000, 50_000,
  100_000,
];

/**
 * Names: each capital letter, split on a few second letters. ASCII capitals then lower-case
 * letters sort the same in the C collation and the usual locale ones, so the list is in order
 * under both (the test checks it on the database at hand).
 */
export const NAME_THRESHOLDS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((letter) =>
  ['', 'e', 'i', 'm', 'o', 's', 'u'].map((second) => letter + second),
);

function steps(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

const WEEK_SECONDS = 604_800;

/** Where a bucket's rows are, as conditions on the key: `lo <= key < hi`, either open; or nulls. */
export type BucketBounds =
  | { kind: 'range'; lo: SQL | null; hi: SQL | null; single: boolean }
  | { kind: 'null' };

export interface ValueKey {
  /** The orders column. */
  column: SQL;
  /** The SQL function of migration 0014 giving a value's bucket. */
  bucketFunction: string;
  /** The bucket's bounds; null when the bucket cannot be sought (UNBUCKETED). */
  bounds(bucket: number): BucketBounds | null;
}

function thresholdBounds(thresholds: readonly (number | string)[], integers: boolean) {
  return (bucket: number): BucketBounds => {
    if (bucket === NULL_BUCKET) return { kind: 'null' };
    const lo = bucket > 0 ? thresholds[bucket - 1] : undefined;
    const hi = bucket < thresholds.length ? thresholds[bucket] : undefined;
    const single = integers && typeof lo === 'number' && typeof hi === 'number' && hi - lo === 1;
    return {
      kind: 'range',
      lo: lo === undefined ? null : sql`${lo}`,
      hi: hi === undefined ? null : sql`${hi}`,
      single,
    };
  };
}

const ID_DIGITS = 5;
const idPrefix = (bucket: number) => String(bucket).padStart(ID_DIGITS, '0');

/** The value sorts and their buckets (the other sorts are sought on the day counts). */
export const VALUE_KEYS = {
  id: {
    column: sql`id`,
    bucketFunction: 'order_history_value_bucket_id',
    // Ids are decimal strings of milliseconds then random digits (lib/ids.ts): the first five
    // digits are spans of about 28 hours, in the ids' own order.
    bounds: (bucket) =>
      bucket === UNBUCKETED
        ? null
        : {
            kind: 'range',
            lo: sql`${idPrefix(bucket)}`,
            hi: bucket + 1 < 10 ** ID_DIGITS ? sql`${idPrefix(bucket + 1)}` : null,
            single: false,
          },
  },
  paidAt: {
    column: sql`paid_at`,
    bucketFunction: 'order_history_value_bucket_paid',
    bounds: (bucket) =>
      bucket === NULL_BUCKET
        ? { kind: 'null' }
        : {
            kind: 'range',
            lo: sql`to_timestamp(${bucket * WEEK_SECONDS})`,
            hi: sql`to_timestamp(${(bucket + 1) * WEEK_SECONDS})`,
            single: false,
          },
  },
  customerName: {
    column: sql`customer_name`,
    bucketFunction: 'order_history_value_bucket_name',
    bounds: thresholdBounds(NAME_THRESHOLDS, false),
  },
  subAmount: {
    column: sql`sub_amount_cents`,
    bucketFunction: 'order_history_value_bucket_amount',
    bounds: thresholdBounds(AMOUNT_THRESHOLDS, true),
  },
  discountAmount: {
    column: sql`discount_cents`,
    bucketFunction: 'order_history_value_bucket_amount',
    bounds: thresholdBounds(AMOUNT_THRESHOLDS, true),
  },
  totalAmount: {
    column: sql`total_cents`,
    bucketFunction: 'order_history_value_bucket_amount',
    bounds: thresholdBounds(AMOUNT_THRESHOLDS, true),
  },
  globalPointsUsed: {
    column: sql`global_points_used`,
    bucketFunction: 'order_history_value_bucket_points',
    bounds: thresholdBounds(POINT_THRESHOLDS, true),
  },
} satisfies Partial<Record<ArchiveSortField, ValueKey>>;

export type ValueSortField = keyof typeof VALUE_KEYS;
export const isValueSort = (field: ArchiveSortField): field is ValueSortField => field in VALUE_KEYS;

/** The bucket of a key's value, in SQL (the migration's function). */
export const bucketOf = (key: ValueKey): SQL => sql`${sql.raw(key.bucketFunction)}(${key.column})`;

/** The counts array's slot (1-based) of an order's status and serve type; the migration's cell. */
export const STATUS_SLOTS = { COMPLETED: 0, REFUNDED: 4 } as const;
export const SERVE_SLOTS = { '': 1, PICKUP: 2, DINE_IN: 3, DELIVERY: 4 } as const;

/** The sum of the counts' slots that the status and serve type filters keep. */
export function countsSum(
  statuses: readonly (keyof typeof STATUS_SLOTS)[],
  serveTypes: readonly string[],
): SQL {
  const serves = serveTypes.length > 0 ? serveTypes : Object.keys(SERVE_SLOTS);
  const slots = statuses.flatMap((status) =>
    serves.map((serve) => STATUS_SLOTS[status] + SERVE_SLOTS[serve as keyof typeof SERVE_SLOTS]),
  );
  return sql.raw(slots.map((slot) => `counts[${slot}]`).join(' + ') || '0');
}

/** The migration's bucket functions' SQL (written into 0014; the test compares). */
export function bucketFunctionsSql(): string {
  const ints = (values: readonly number[]) => `ARRAY[${values.join(', ')}]::integer[]`;
  const texts = (values: readonly string[]) =>
    `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]::text[]`;
  const fn = (name: string, arg: string, body: string) =>
    `CREATE OR REPLACE FUNCTION ${name}(v ${arg}) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$\n  SELECT ${body}\n$$;`;
  return [
    fn('order_history_value_bucket_amount', 'integer', `width_bucket(v, ${ints(AMOUNT_THRESHOLDS)})`),
    fn('order_history_value_bucket_points', 'integer', `width_bucket(v, ${ints(POINT_THRESHOLDS)})`),
    fn(
      'order_history_value_bucket_name',
      'text',
      `coalesce(width_bucket(v, ${texts(NAME_THRESHOLDS)}), ${NULL_BUCKET})`,
    ),
    fn(
      'order_history_value_bucket_paid',
      'timestamptz',
      `coalesce(floor(extract(epoch from v) / ${WEEK_SECONDS})::integer, ${NULL_BUCKET})`,
    ),
    fn(
      'order_history_value_bucket_id',
      'text',
      `CASE WHEN v ~ '^[0-9]{${ID_DIGITS}}' THEN left(v, ${ID_DIGITS})::integer ELSE ${UNBUCKETED} END`,
    ),
  ].join('\n--> statement-breakpoint\n');
}

const DAY_MS = 86_400_000;
/** Weeks and blocks start on Mondays counted from 1970-01-05, as in the migration. */
const EPOCH_MONDAY = Date.UTC(1970, 0, 5);
const WEEK = 7;
const BLOCK = 28;
const floorSpan = (date: Date, days: number) =>
  new Date(EPOCH_MONDAY + Math.floor((date.getTime() - EPOCH_MONDAY) / (days * DAY_MS)) * days * DAY_MS);
const ceilSpan = (date: Date, days: number) =>
  new Date(EPOCH_MONDAY + Math.ceil((date.getTime() - EPOCH_MONDAY) / (days * DAY_MS)) * days * DAY_MS);

/** A stretch of the date range: counted in a table of spans, or on the orders (an edge). */
export type ValueStretch =
  | { kind: 'spans'; days: typeof WEEK | typeof BLOCK; from: Date | null; to: Date | null }
  | { kind: 'edge'; from: Date; to: Date };

/**
 * A date range cut for order_history_values: whole blocks of four weeks inside it, whole weeks
 * around them, and the partial weeks at either end (at most six days each), which are counted on
 * the orders' date index. `null` ends are open.
 */
export function valueStretches(from: Date | null, to: Date | null): ValueStretch[] {
  const weekFrom = from ? ceilSpan(from, WEEK) : null;
  const weekTo = to ? floorSpan(to, WEEK) : null;
  if (from && to && weekFrom && weekTo && weekFrom >= weekTo)
    return from < to ? [{ kind: 'edge', from, to }] : [];
  const stretches: ValueStretch[] = [];
  const blockFrom = weekFrom ? ceilSpan(weekFrom, BLOCK) : null;
  const blockTo = weekTo ? floorSpan(weekTo, BLOCK) : null;
  if (blockFrom && blockTo && blockFrom >= blockTo) {
    stretches.push({ kind: 'spans', days: WEEK, from: weekFrom, to: weekTo });
  } else {
    stretches.push({ kind: 'spans', days: BLOCK, from: blockFrom, to: blockTo });
    if (weekFrom && blockFrom && weekFrom < blockFrom)
      stretches.push({ kind: 'spans', days: WEEK, from: weekFrom, to: blockFrom });
    if (weekTo && blockTo && blockTo < weekTo)
      stretches.push({ kind: 'spans', days: WEEK, from: blockTo, to: weekTo });
  }
  if (from && weekFrom && from < weekFrom) stretches.push({ kind: 'edge', from, to: weekFrom });
  if (to && weekTo && weekTo < to) stretches.push({ kind: 'edge', from: weekTo, to });
  return stretches;
}
