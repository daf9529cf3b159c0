import type { Executor } from '../../db/client';
import type { EventClaim } from '../payments/event-claim';
import type { PaymentRefund } from '../payments/payment-port';
import type { OrderContext } from './order-context';
import {
  insertOrderRefund,
  lockOrder,
  type OrderRefundRow,
  refundsOfOrder,
  setProviderRefundId,
} from './order-refunds.repository';
import { updateOrderIf } from './order-writes.repository';
import { findOrderByIntent, type OrderRow } from './orders.repository';
import type { PaymentOfIntent } from './paid-by-intent';
import { newRefund, type RefundCopy, refundableCents, withRefund } from './refund-entries';

/** The reason given to a refund made outside Perkdesk (the provider's dashboard). */
export const PROVIDER_REFUND_REASON = 'Refunded at the payment provider.';

/**
 * The provider's refunds of the order checked against its records, with the order locked: a
 * pending record is confirmed; a refund no record knows was made elsewhere and is recorded (as a
 * PARTIAL one, never beyond what is left). Answers the order when it changed.
 */
async function recordRefunds(
  ctx: OrderContext,
  tx: Executor,
  orderId: string,
  remote: readonly PaymentRefund[],
): Promise<OrderRow | undefined> {
  const order = await lockOrder(tx, orderId);
  if (!order) return undefined;
  const records = await refundsOfOrder(tx, orderId);
  const added: OrderRefundRow[] = [];
  for (const refund of remote) {
    if (records.some((record) => record.providerRefundId === refund.id)) continue;
    const mine = records.find((record) => record.id === refund.key);
    if (mine) {
      if (!mine.providerRefundId) await setProviderRefundId(tx, mine.id, refund.id);
      continue;
    }
    const amountCents = Math.min(refund.amountCents, refundableCents(order) - sum(added));
    if (amountCents <= 0) continue;
    const record = newRefund(
      order,
      { amountCents, reason: PROVIDER_REFUND_REASON, kind: 'PARTIAL', provider: order.paymentProvider },
      ctx.clock.now(),
    );
    added.push({ ...record, providerRefundId: refund.id });
  }
  if (added.length === 0) return undefined;
  let copy: RefundCopy = order;
  for (const record of added) {
    await insertOrderRefund(tx, record);
    copy = withRefund(copy, record);
  }
  const full = order.status === 'COMPLETED' && copy.refundedCents >= order.totalCents;
  return updateOrderIf(
    tx,
    order.id,
    { status: order.status, serveStatus: order.serveStatus },
    {
      refundedCents: copy.refundedCents,
      refunds: copy.refunds,
      ...(full ? { status: 'REFUNDED' } : {}),
      lastUpdatedAt: ctx.clock.now(),
    },
  );
}

const sum = (refunds: readonly OrderRefundRow[]) =>
  refunds.reduce((total, refund) => total + refund.amountCents, 0);

/**
 * The provider's `charge.refunded`: what it refunded of a paid order's intent is matched with the
 * order's refunds, in the transaction that records the event. Orders never paid (a customer's
 * cancel) are left alone: their payment is given back without a record.
 */
export async function reconcileRefunds(ctx: OrderContext, input: PaymentOfIntent, claim?: EventClaim) {
  const order = await findOrderByIntent(ctx.db, input.intentId);
  if (!order || order.paidAt === null || !order.paymentAccountId) return;
  if (input.accountId && order.paymentAccountId !== input.accountId) return;
  const remote = await ctx.payments.listRefunds(order.paymentAccountId, input.intentId);
  const changed = await ctx.db.transaction(async (tx) =>
    !claim || (await claim(tx)) ? recordRefunds(ctx, tx, order.id, remote) : undefined,
  );
  if (changed) await ctx.publish(changed);
}
