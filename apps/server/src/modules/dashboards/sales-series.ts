import type { DashboardMetric, SeriesRow, ViewMode } from '@perkdesk/contracts';
import { fromCents } from '@perkdesk/domain';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { isoWeekOf, periodsOf } from './local-days';
import { seriesTotals } from './series-totals';

/** A period's row: WEEKLY rows carry the ISO week and year, the others the month and year of `day`. */
function seriesRow(metric: DashboardMetric, viewMode: ViewMode, day: string, total: number): SeriesRow {
  if (viewMode === 'WEEKLY') return { metric, platform: null, day, ...isoWeekOf(day), month: null, total };
  const month = Number(day.slice(5, 7));
  return { metric, platform: null, day, week: null, month, year: Number(day.slice(0, 4)), total };
}

/**
 * A metric per period (contract §13 Time series): one row per period meeting the range,
 * ascending, empty ones 0; a partial first or last period counts only the range's days.
 */
export async function salesSeries(
  ctx: DashboardContext,
  scope: DashboardScope,
  metric: DashboardMetric,
  viewMode: ViewMode,
  range: DayRange,
): Promise<SeriesRow[]> {
  const totals = await seriesTotals(ctx, scope, metric, viewMode, range);
  return periodsOf(viewMode, range.start, range.end).map((day) => {
    const total = totals.get(day) ?? 0;
    return seriesRow(metric, viewMode, day, metric === 'TOTAL_SALES' ? fromCents(total) : total);
  });
}
