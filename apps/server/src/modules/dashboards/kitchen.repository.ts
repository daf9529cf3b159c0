import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DashboardScope, DayRange } from './dashboards-context';
import { inRange } from './day-sums.repository';

export const PAID_TO_ACCEPTED = 0;
export const ACCEPTED_TO_READY = 1;

/** Orders paid in the range per whole minute taken by a kitchen step (120: two hours or more). */
export async function kitchenMinutes(
  db: Executor,
  scope: DashboardScope,
  range: DayRange,
): Promise<{ step: number; minutes: number; orders: number }[]> {
  const result =
    await db.execute(sql`select step, minutes, sum(orders)::bigint as orders from dashboard_kitchen
    where ${inRange(scope, range)} group by step, minutes having sum(orders) <> 0 order by step, minutes`);
  return (result.rows as Record<string, string | number>[]).map((row) => ({
    step: Number(row.step),
    minutes: Number(row.minutes),
    orders: Number(row.orders),
  }));
}
