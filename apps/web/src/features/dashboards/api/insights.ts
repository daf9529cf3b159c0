import { dashboardInsightsSchema } from '@perkdesk/contracts';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/**
 * GET /api/merchant-dashboard/insights/… (beyond the contract, docs/dashboard-metrics.md): every
 * figure beside the previous range of the same length, and what the loyalty programme owes now.
 */
export const insightsPath = (scope: DashboardScope) => `/api/merchant-dashboard/insights/${scopePath(scope)}`;

export function useInsights(scope: DashboardScope | null) {
  return useDashboardQuery('insights', scope && insightsPath(scope), dashboardInsightsSchema);
}
