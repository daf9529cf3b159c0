import { MERCHANT_INIT_METRICS, type MetricTotal } from '@perkdesk/contracts';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { metricTotals } from './range-figures';

/** The merchant dashboard's cards: exactly its 8 metrics (contract §13 init). */
export function merchantInit(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
): Promise<MetricTotal[]> {
  return metricTotals(ctx, scope, range, MERCHANT_INIT_METRICS);
}
