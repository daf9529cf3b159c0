import type { OrderRating } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import type { DashboardContext } from './dashboards-context';
import { ratingOfOrder } from './ratings.repository';

/** The rating of one of the merchant's orders; an unrated order, or another merchant's, is 404. */
export async function orderRating(
  ctx: DashboardContext,
  merchantId: string,
  orderId: string,
): Promise<OrderRating> {
  const rating = await ratingOfOrder(ctx.db, merchantId, orderId);
  if (!rating) throw notFound();
  return { ...rating, ratedAt: rating.ratedAt.toISOString() };
}
