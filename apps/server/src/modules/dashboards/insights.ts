import {
  type DashboardInsights,
  INSIGHT_METRICS,
  type InsightComparison,
  type InsightMetric,
  rangeDays,
} from '@perkdesk/contracts';
import { fromCents, halfUp } from '@perkdesk/domain';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { kitchenSpeed } from './kitchen-speed';
import { addDays } from './local-days';
import { loyaltyLiability } from './loyalty-liability';
import { metricTotal, type RangeFigures, rangeFigures } from './range-figures';

function insightValue(metric: InsightMetric, figures: RangeFigures): number | null {
  switch (metric) {
    case 'AVERAGE_ORDER_VALUE':
      return figures.orders ? fromCents(halfUp(figures.salesCents, figures.orders)) : null;
    case 'PERKS_COST':
      return fromCents(figures.discountCents);
    case 'CANCELED_AMOUNT':
      return fromCents(figures.canceledCents);
    case 'REFUNDED_AMOUNT':
      return fromCents(figures.refundedCents);
    case 'MEDIAN_ACCEPT_MINUTES':
      return kitchenSpeed(figures.kitchen).accept;
    case 'MEDIAN_READY_MINUTES':
      return kitchenSpeed(figures.kitchen).ready;
    default:
      return metricTotal(metric, figures);
  }
}

/** The change from previous to current in percent, to 1 decimal; null without a previous figure. */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) * 1000) / previous) / 10;
}

/**
 * Beyond the contract (docs/dashboard-metrics.md): every metric of the range beside the previous
 * range of the same length, average order value, perks' cost, canceled and refunded amounts,
 * kitchen speed, and what the loyalty programme owes now.
 */
export async function insights(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
): Promise<DashboardInsights> {
  const length = rangeDays(range.start, range.end);
  const previous = { start: addDays(range.start, -length), end: addDays(range.start, -1) };
  const [now, before, liability] = await Promise.all([
    rangeFigures(ctx, scope, range, { withKitchen: true }),
    rangeFigures(ctx, scope, previous, { withKitchen: true }),
    loyaltyLiability(ctx, scope.merchantId),
  ]);
  const comparisons: InsightComparison[] = INSIGHT_METRICS.map((metric) => {
    const current = insightValue(metric, now);
    const earlier = insightValue(metric, before);
    return { metric, current, previous: earlier, changePercent: changePercent(current, earlier) };
  });
  return {
    start: range.start,
    end: range.end,
    previousStart: previous.start,
    previousEnd: previous.end,
    comparisons,
    loyaltyLiability: liability,
  };
}
