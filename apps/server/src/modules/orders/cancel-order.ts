import type { CustomerOrder } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { customerView } from './customer-view';
import { markCanceled } from './mark-canceled';
import type { OrderContext } from './order-context';
import { invalidStatus, isOpen } from './order-status';
import { ownedOrder } from './owned-order';

/** POST /api/orders/{id}/cancel: CHECKOUT or CONFIRMED only; the intent canceled (or refunded). */
export async function cancelOrder(
  ctx: OrderContext,
  customerId: string,
  orderId: string,
): Promise<CustomerOrder> {
  const order = await ownedOrder(ctx.db, customerId, orderId);
  if (!isOpen(order)) throw new AppError('ORDER_NOT_CANCELABLE');
  const canceled = await markCanceled(ctx, order, ctx.clock.now());
  if (!canceled) throw invalidStatus();
  await ctx.orderPayments.releasePayment(canceled);
  await ctx.publish(canceled);
  return customerView(ctx, canceled);
}
