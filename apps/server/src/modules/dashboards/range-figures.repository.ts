import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DashboardScope, DayRange } from './dashboards-context';
import { DAY_COLUMNS, type DayTotals, inRange } from './day-sums.repository';
import { addDays } from './local-days';
import type { Piece } from './periods';

export type KitchenBucket = { step: number; minutes: number; orders: number };

export interface RangeRow extends DayTotals {
  buyers: number;
  appUsers: number;
  subscribers: number;
  kitchen: KitchenBucket[];
}

/**
 * Every figure of a range in one statement: the days' sums, distinct buyers and app users over the
 * bits of the pieces that tile it, the follows open at its end, and (`withKitchen`) the kitchen
 * minutes of the orders paid in it.
 */
export async function rangeRow(
  db: Executor,
  scope: DashboardScope,
  range: DayRange,
  pieces: readonly Piece[],
  withKitchen: boolean,
): Promise<RangeRow> {
  const sums = Object.entries(DAY_COLUMNS).map(
    ([name, column]) => sql`coalesce(sum(${sql.raw(column)}), 0)::bigint as ${sql.identifier(name)}`,
  );
  const ofScope = (alias: string) =>
    sql`${sql.raw(alias)}.merchant_id = ${scope.merchantId} and ${sql.raw(alias)}.store_id = ${scope.storeId}`;
  const bitRows = pieces.flatMap((piece) =>
    [0, 1].map((kind) => ({ day: piece.day, kind: 2 * piece.level + kind })),
  );
  const periods = pieces.map((piece) => ({ day: piece.day, level: piece.level }));
  const kitchen = withKitchen
    ? sql`(select coalesce(json_agg(json_build_array(step, minutes, orders)), '[]') from (
        select k.step % 2 as step, k.minutes, sum(k.orders)::bigint as orders
        from jsonb_to_recordset(${JSON.stringify(periods)}::jsonb) as p (day date, level integer)
        join dashboard_kitchen k on ${ofScope('k')} and k.day = p.day and k.step in (2 * p.level, 2 * p.level + 1)
        group by 1, 2 having sum(k.orders) <> 0) k)`
    : sql`'[]'::json`;
  // The bits of days, weeks and months are OR-ed together per customer kind: a customer seen in a
  // loose day and in a whole week of the range counts once.
  const result = await db.execute(sql`with bits as (
      select kind, sum(bit_count(bits))::bigint as n
      from (select c.kind % 2 as kind, c.chunk, bit_or(c.bits) as bits
        from jsonb_to_recordset(${JSON.stringify(bitRows)}::jsonb) as p (day date, kind integer)
        join dashboard_day_customers c on ${ofScope('c')} and c.day = p.day and c.kind = p.kind
        group by c.kind % 2, c.chunk) c
      group by kind)
    select ${sql.join(sums, sql`, `)},
      coalesce((select n from bits where kind = 0), 0) as buyers,
      coalesce((select n from bits where kind = 1), 0) as "appUsers",
      (select coalesce(sum(f.follows), 0)::bigint from dashboard_days f
        where ${ofScope('f')} and f.day < ${addDays(range.end, 1)}::date) as subscribers,
      ${kitchen} as kitchen
    from dashboard_days where ${inRange(scope, range)}`);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  const numbers = Object.fromEntries(
    [...Object.keys(DAY_COLUMNS), 'buyers', 'appUsers', 'subscribers'].map((name) => [
      name,
      Number(row[name] ?? 0),
    ]),
  ) as Omit<RangeRow, 'kitchen'>;
  const buckets = (
    typeof row.kitchen === 'string' ? JSON.parse(row.kitchen) : (row.kitchen ?? [])
  ) as number[][];
  return {
    ...numbers,
    kitchen: buckets.map(([step, minutes, orders]) => ({
      step: Number(step),
      minutes: Number(minutes),
      orders: Number(orders),
    })),
  };
}
