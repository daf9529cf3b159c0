import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DashboardScope, DayRange } from './dashboards-context';
import { inRange } from './day-sums.repository';

/** Events plus sales orders per local hour (1–24) over the range's days of one ISO weekday (1–7). */
export async function popularHours(
  db: Executor,
  scope: DashboardScope,
  range: DayRange,
  isoWeekday: number,
): Promise<number[]> {
  const result = await db.execute(sql`select h, coalesce(sum(popular[h]), 0)::bigint as n
    from dashboard_days, generate_series(1, 24) h
    where ${inRange(scope, range)} and extract(isodow from day) = ${isoWeekday}
    group by h`);
  const totals = new Map(
    (result.rows as { h: number; n: string | number }[]).map((row) => [Number(row.h), Number(row.n)]),
  );
  return Array.from({ length: 24 }, (_, index) => totals.get(index + 1) ?? 0);
}
