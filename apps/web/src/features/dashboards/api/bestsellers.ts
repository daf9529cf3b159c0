import { type BestsellerSort, bestsellerPageSchema } from '@perkdesk/contracts';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

export const BESTSELLER_PAGE_SIZE = 5;

/** GET /api/sales-dashboard/bestseller/…?sort&sortDesc=true&pageNumber&pageSize: best first. */
export const bestsellersPath = (scope: DashboardScope, sort: BestsellerSort, page: number) =>
  `/api/sales-dashboard/bestseller/${scopePath(scope)}?sort=${sort}&sortDesc=true&pageNumber=${page - 1}&pageSize=${BESTSELLER_PAGE_SIZE}`;

export function useBestsellers(scope: DashboardScope | null, sort: BestsellerSort, page: number) {
  return useDashboardQuery('bestsellers', scope && bestsellersPath(scope, sort, page), bestsellerPageSchema);
}
