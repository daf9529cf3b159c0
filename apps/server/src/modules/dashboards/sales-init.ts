import { type MetricTotal, SALES_INIT_METRICS } from '@perkdesk/contracts';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { metricTotals } from './range-figures';

/** The sales dashboard's cards: exactly its 7 metrics (contract §13 init). */
export function salesInit(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
): Promise<MetricTotal[]> {
  return metricTotals(ctx, scope, range, SALES_INIT_METRICS);
}
