import type { PageQuery, RatingPage } from '@perkdesk/contracts';
import { startOfDay } from '../orders/order-dates';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { addDays } from './local-days';
import { ratingPage } from './ratings.repository';

/** A page of the ratings given in the range, newest first. */
export async function ratingList(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
  page: PageQuery,
): Promise<RatingPage> {
  const from = startOfDay(range.start, scope.zone);
  const to = startOfDay(addDays(range.end, 1), scope.zone);
  const { rows, total } = await ratingPage(ctx.db, scope, from, to, page);
  return {
    content: rows.map((row) => ({ ...row, ratedAt: row.ratedAt.toISOString() })),
    totalElements: total,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
  };
}
