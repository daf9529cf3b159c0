import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DashboardScope, DayRange } from './dashboards-context';
import { inRange } from './day-sums.repository';

// Follows open at the end of a day: every day's net change up to it (dashboard_days.follows).

/** Follows open at the start of `day`. */
export async function followsBefore(db: Executor, scope: DashboardScope, day: string): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum(follows), 0)::bigint as n from dashboard_days
    where merchant_id = ${scope.merchantId} and store_id = ${scope.storeId} and day < ${day}::date`);
  return Number((result.rows[0] as { n: string | number } | undefined)?.n ?? 0);
}

/** The days of the range whose follows changed, with their net change. */
export async function followChanges(db: Executor, scope: DashboardScope, range: DayRange) {
  const result =
    await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, sum(follows)::bigint as follows
    from dashboard_days where ${inRange(scope, range)} and follows <> 0
    group by day having sum(follows) <> 0 order by day`);
  return (result.rows as { day: string; follows: number }[]).map((row) => ({
    day: row.day,
    change: Number(row.follows),
  }));
}
