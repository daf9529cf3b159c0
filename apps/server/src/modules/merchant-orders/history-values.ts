import type { ArchiveSortField } from '@perkdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { AMOUNT_THRESHOLDS, NAME_THRESHOLDS, POINT_THRESHOLDS } from './value-thresholds';

// The value sorts' buckets, numbered in each key's order (ADR 9). Migration 0014 defines the same
// buckets as SQL functions (value-bucket-functions.ts); history-values.test.ts checks both agree.

/** The bucket of a null key: after every other bucket, as PostgreSQL sorts nulls last ascending. */
export const NULL_BUCKET = 1_000_000_000;
/** The bucket of an id that does not start with five digits: such ids are not sought. */
export const UNBUCKETED = -1;

export const WEEK_SECONDS = 604_800;
export const ID_DIGITS = 5;

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
