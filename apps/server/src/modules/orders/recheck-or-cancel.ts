import { itemUnavailableMessage } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import type { VersionedStore } from '../cart/menu-cache';
import { markCanceled } from './mark-canceled';
import type { OrderContext } from './order-context';
import type { OrderRow } from './orders.repository';
import { unavailableNow } from './unavailable-now';

/**
 * The re-check of confirm and paid: when something is gone, the order becomes CANCELED, its
 * payment is released, and ITEM_UNAVAILABLE names what is gone.
 */
export async function recheckOrCancel(
  ctx: OrderContext,
  order: OrderRow,
  store: VersionedStore,
  now: Date,
): Promise<void> {
  const name = await unavailableNow(ctx, order, store, now);
  if (name === null) return;
  const canceled = await markCanceled(ctx, order, now);
  if (canceled) {
    await ctx.orderPayments.releasePayment(canceled);
    await ctx.publish(canceled);
  }
  throw new AppError('ITEM_UNAVAILABLE', itemUnavailableMessage(name));
}
