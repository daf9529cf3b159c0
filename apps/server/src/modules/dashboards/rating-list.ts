import type { PageQuery, RatingPage } from '@perkdesk/contracts';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { ratingPage } from './ratings.repository';

/** A page of the ratings given in the range (local days of ratedAt), newest first. */
export async function ratingList(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  page: PageQuery,
): Promise<RatingPage> {
  const { rows, total } = await ratingPage(ctx.db, scope, range, page);
  return {
    content: rows.map((row) => ({ ...row, ratedAt: row.ratedAt.toISOString() })),
    totalElements: total,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
  };
}
