import { ratingPageSchema } from '@perkdesk/contracts';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/** The rating list's page size (spec 2 §9). */
export const RATING_PAGE_SIZE = 5;

/**
 * GET /api/merchant-dashboard/user-rating/list/…?pageNumber&pageSize: newest first. `page` counts
 * from 1 on screen and is sent zero-based (spec 2 §7).
 */
export const ratingListPath = (scope: DashboardScope, page: number) =>
  `/api/merchant-dashboard/user-rating/list/${scopePath(scope)}?pageNumber=${page - 1}&pageSize=${RATING_PAGE_SIZE}`;

export function useRatingList(scope: DashboardScope | null, page: number) {
  return useDashboardQuery('rating-list', scope && ratingListPath(scope, page), ratingPageSchema);
}
