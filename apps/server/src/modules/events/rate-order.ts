import type { RateEventBody } from '@perkdesk/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { findOrder } from '../orders/orders.public';
import { insertEvents, insertRating } from './events.repository';
import type { EventContext } from './events-context';

/**
 * The buyer rates a COMPLETED order, once (contract §12 Ratings). Someone else's order is 404. The
 * rating is also an event of the order's store at the moment of rating (engagement, app user,
 * popular time), written in the same transaction.
 */
export async function rateOrder(ctx: EventContext, customerId: string, body: RateEventBody): Promise<void> {
  const order = await findOrder(ctx.db, body.orderId);
  if (!order || order.customerId !== customerId) throw notFound();
  if (order.status !== 'COMPLETED') throw new AppError('ORDER_NOT_COMPLETED');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const rated = await insertRating(tx, {
      orderId: order.id,
      merchantId: order.merchantId,
      storeId: order.storeId,
      customerId,
      rating: body.rating,
      comment: body.comment ?? null,
      ratedAt: now,
    });
    if (!rated) throw new AppError('ALREADY_RATED');
    await insertEvents(tx, [
      { merchantId: order.merchantId, storeId: order.storeId, customerId, kind: 'RATE', occurredAt: now },
    ]);
  });
}
