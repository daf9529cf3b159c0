import { DAYS, type Day, type PopularHour } from '@perkdesk/contracts';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { popularHours } from './popular-hours.repository';

/**
 * Engagement per local hour on one weekday of the range: exactly 24 rows, hour h covering
 * [h−1:00, h:00); events and sales orders count.
 */
export async function popularTime(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  weekDay: Day,
): Promise<PopularHour[]> {
  const hours = await popularHours(ctx.db, scope, range, DAYS.indexOf(weekDay) + 1);
  return hours.map((total, index) => ({ hour: index + 1, totalUserEngagement: total }));
}
