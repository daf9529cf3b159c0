import type { DashboardMetric, SeriesRow, ViewMode } from '@perkdesk/contracts';
import { zoneOf } from './dashboard-scope';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { addDays, addMonths, firstOfMonth, mondayOf, todayIn } from './local-days';
import { salesSeries } from './sales-series';

/** The realtime range, ending today in the scope's zone: 30 days, 12 ISO weeks or 12 months. */
export function realtimeRange(viewMode: ViewMode, today: string): DayRange {
  if (viewMode === 'WEEKLY') return { start: addDays(mondayOf(today), -77), end: today };
  if (viewMode === 'MONTHLY') return { start: addMonths(firstOfMonth(today), -11), end: today };
  return { start: addDays(today, -29), end: today };
}

export async function realtimeSeries(
  ctx: DashboardContext,
  scope: DashboardScope,
  metric: DashboardMetric,
  viewMode: ViewMode,
): Promise<SeriesRow[]> {
  const range = realtimeRange(viewMode, todayIn(await zoneOf(ctx, scope), ctx.clock.now()));
  return salesSeries(ctx, scope, metric, viewMode, range);
}
