import { ID_DIGITS, NULL_BUCKET, UNBUCKETED, WEEK_SECONDS } from './history-values';
import { AMOUNT_THRESHOLDS, NAME_THRESHOLDS, POINT_THRESHOLDS } from './value-thresholds';

/** The bucket functions' SQL as written into migration 0014 (history-values.test.ts compares). */
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
