import { type MerchantOrder, refundBodySchema } from '@perkdesk/contracts';
import { fromCents, toCents } from '@perkdesk/domain';
import { AppError, notFound } from '../../lib/app-error';
import type { OrderActionContext } from './order-context';
import { toMerchantOrder } from './order-mapper';
import { insertOrderRefund, lockOrder, type OrderRefundRow } from './order-refunds.repository';
import { updateOrderIf } from './order-writes.repository';
import { findOrder, type OrderRow } from './orders.repository';
import { cardProviderOf, newRefund, refundableCents, withRefund } from './refund-entries';
import { undoRefund } from './undo-refund';

/**
 * The refund is recorded and the order changed in one transaction, holding the order's row: two
 * refunds at once never go beyond the total (the second sees what the first left).
 */
function reserveRefund(ctx: OrderActionContext, orderId: string, amountCents: number, reason: string) {
  return ctx.db.transaction(async (tx): Promise<{ order: OrderRow; refund: OrderRefundRow }> => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound();
    if (order.status !== 'COMPLETED') throw new AppError('ORDER_NOT_REFUNDABLE');
    const left = refundableCents(order);
    if (amountCents > left)
      throw new AppError(
        'REFUND_EXCEEDS_REMAINING',
        `The refund is more than the $${fromCents(left).toFixed(2)} not yet refunded.`,
      );
    const now = ctx.clock.now();
    const refund = newRefund(
      order,
      { amountCents, reason, kind: 'PARTIAL', provider: cardProviderOf(order) },
      now,
    );
    await insertOrderRefund(tx, refund);
    const changed = await updateOrderIf(
      tx,
      order.id,
      { status: order.status, serveStatus: order.serveStatus },
      {
        ...withRefund(order, refund),
        status: amountCents === left ? 'REFUNDED' : 'COMPLETED',
        lastUpdatedAt: now,
      },
    );
    if (!changed) throw new AppError('INVALID_STATUS');
    return { order: changed, refund };
  });
}

/**
 * `POST /api/orders/{storeId}/refund/{orderId}` (docs/payments-and-refunds.md): part or all of
 * what is left of a COMPLETED order's payment goes back; fully refunded, the order is REFUNDED.
 * Refunds left without an answer by an earlier call are sent again first. A refusal by the
 * provider takes the refund back (502); no answer keeps it, to be sent again (502).
 */
export async function refundOrder(
  ctx: OrderActionContext,
  merchantId: string,
  storeId: string,
  orderId: string,
  body: unknown,
): Promise<MerchantOrder> {
  const input = refundBodySchema.parse(body ?? {});
  const found = await findOrder(ctx.db, orderId);
  if (!found || found.storeId !== storeId || found.merchantId !== merchantId) throw notFound();
  if (found.status !== 'COMPLETED') throw new AppError('ORDER_NOT_REFUNDABLE');
  await ctx.refunds.retryPending(found);

  const { order, refund } = await reserveRefund(ctx, orderId, toCents(input.amount), input.reason);
  const sent = await ctx.refunds.send(order, refund);
  if (!sent.ok && sent.refused) {
    await undoRefund(ctx, refund);
    throw sent.error;
  }
  await ctx.publish(order);
  if (!sent.ok) throw sent.error;
  return toMerchantOrder(order);
}
