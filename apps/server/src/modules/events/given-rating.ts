import type { GivenRating } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { findCustomerRating } from './events.repository';
import type { EventContext } from './events-context';

/**
 * The rating the customer gave one of their orders, so the order page shows it on any device. Not
 * rated, or someone else's order, is 404 alike.
 */
export async function givenRating(
  ctx: EventContext,
  customerId: string,
  orderId: string,
): Promise<GivenRating> {
  const row = await findCustomerRating(ctx.db, orderId, customerId);
  if (!row) throw notFound();
  return { ...row, ratedAt: row.ratedAt.toISOString() };
}
