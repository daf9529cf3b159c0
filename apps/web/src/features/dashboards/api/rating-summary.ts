import { ratingSummarySchema } from '@perkdesk/contracts';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/** GET /api/merchant-dashboard/user-rating/…: average, total, and count and share per rate. */
export const ratingSummaryPath = (scope: DashboardScope) =>
  `/api/merchant-dashboard/user-rating/${scopePath(scope)}`;

export function useRatingSummary(scope: DashboardScope | null) {
  return useDashboardQuery('rating-summary', scope && ratingSummaryPath(scope), ratingSummarySchema);
}
