import type { DashboardMetric } from '@perkdesk/contracts';
import { fromCents } from '@perkdesk/domain';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { cover } from './periods';
import { type RangeRow, rangeRow } from './range-figures.repository';

/** Every figure of a range: the days' sums, distinct customers, follows open at its end, kitchen minutes. */
export type RangeFigures = RangeRow;

export function rangeFigures(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  options: { withKitchen?: boolean } = {},
): Promise<RangeFigures> {
  return rangeRow(ctx.db, scope, range, cover('range', range.start, range.end), options.withKitchen ?? false);
}

/**
 * A metric's total (contract §13): TOTAL_SALES in dollars; returning clients are the range's buyers
 * whose first sale in the scope came before it, the others are new.
 */
export function metricTotal(metric: DashboardMetric, figures: RangeFigures): number {
  switch (metric) {
    case 'TOTAL_ORDERS':
      return figures.orders;
    case 'TOTAL_SALES':
      return fromCents(figures.salesCents);
    case 'TOTAL_PERKS_USED':
      return figures.perksUsed;
    case 'TOTAL_CLIENTS':
      return figures.buyers;
    case 'TOTAL_RETURNING_CLIENTS':
      return figures.buyers - figures.newClients;
    case 'TOTAL_NEW_CLIENTS':
      return figures.newClients;
    case 'TOTAL_POINTS':
      return figures.pointsUsed;
    case 'TOTAL_STORE_VISITS':
      return figures.visits;
    case 'TOTAL_STORE_VIEWS':
      return figures.views;
    case 'TOTAL_CALLS':
      return figures.calls;
    case 'TOTAL_ENGAGEMENTS':
      return figures.engagements;
    case 'TOTAL_APP_USERS':
      return figures.appUsers;
    case 'TOTAL_SUBSCRIBERS':
      return figures.subscribers;
    case 'TOTAL_CANCELED_ORDERS':
      return figures.canceledOrders;
    case 'TOTAL_REFUNDED_ORDERS':
      return figures.refundedOrders;
    case 'NONE':
      return 0;
  }
}

/** `[{metric, total}]` for the metrics named, in their order. */
export async function metricTotals(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  metrics: readonly DashboardMetric[],
) {
  const figures = await rangeFigures(ctx, scope, range);
  return metrics.map((metric) => ({ metric, total: metricTotal(metric, figures) }));
}
