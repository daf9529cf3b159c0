import type { StoredRefund } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import type { OrderRefundRow } from './order-refunds.repository';
import type { OrderRow } from './orders.repository';

/** A new refund of the order, not yet asked of the provider; `provider` null: none is asked. */
export function newRefund(
  order: OrderRow,
  refund: Pick<OrderRefundRow, 'amountCents' | 'reason' | 'kind' | 'provider'>,
  now: Date,
): OrderRefundRow {
  return {
    id: newId(),
    orderId: order.id,
    merchantId: order.merchantId,
    ...refund,
    providerRefundId: null,
    createdAt: now,
  };
}

/** The provider that took the order's card payment, or null for a payment made at the store. */
export const cardProviderOf = (order: OrderRow) =>
  order.paymentMethod === 'CARD' && order.paymentIntentId ? order.paymentProvider : null;

const stored = (refund: OrderRefundRow): StoredRefund => ({
  id: refund.id,
  amountCents: refund.amountCents,
  reason: refund.reason,
  kind: refund.kind,
  createdAt: refund.createdAt.toISOString(),
});

/** What the order row keeps of its refunds (the merchant view reads it). */
export type RefundCopy = Pick<OrderRow, 'refundedCents' | 'refunds'>;

/** The order row's copy of its refunds with one more. */
export const withRefund = (order: RefundCopy, refund: OrderRefundRow): RefundCopy => ({
  refundedCents: order.refundedCents + refund.amountCents,
  refunds: [...order.refunds, stored(refund)],
});

/** The copy without a refund the provider refused. */
export const withoutRefund = (order: RefundCopy, refund: OrderRefundRow): RefundCopy => ({
  refundedCents: order.refundedCents - refund.amountCents,
  refunds: order.refunds.filter((entry) => entry.id !== refund.id),
});

/** What is left to refund of the order, in cents. */
export const refundableCents = (order: OrderRow) => order.totalCents - order.refundedCents;
