import type { RatingSummary } from '@perkdesk/contracts';
import { halfUp } from '@perkdesk/domain';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { ratingsByRate } from './ratings.repository';

/**
 * The ratings given in the range: rates 1–5 always present, each with its share half-up to 2
 * decimals; the average half-up to 1 decimal, 0 when there is none.
 */
export async function ratingSummary(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
): Promise<RatingSummary> {
  const counts = await ratingsByRate(ctx.db, scope, range);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const points = counts.reduce((sum, count, index) => sum + count * (index + 1), 0);
  return {
    averageRating: total ? halfUp(points * 10, total) / 10 : 0,
    totalUserRatings: total,
    ratings: counts.map((count, index) => ({
      rate: index + 1,
      totalRatingsPerRate: count,
      percentRatingsPerRate: total ? halfUp(count * 10_000, total) / 100 : 0,
    })),
  };
}
