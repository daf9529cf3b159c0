import { AppError } from '../../lib/app-error';
import type { EventClaim } from '../payments/event-claim';
import type { OrderContext } from './order-context';
import { findOrderByIntent } from './orders.repository';
import { settleOrder } from './settle-order';

/** A provider event about a card payment: its intent, on the connected account it names. */
export interface PaymentOfIntent {
  intentId: string;
  accountId: string | null;
}

/**
 * The provider's `payment_intent.succeeded` (webhook): the order it pays is settled as by `paid`;
 * a refusal is logged (a failed re-check has already canceled and refunded). A payment that
 * succeeds on an order canceled meanwhile is refunded. With the event's `claim`, the order
 * becomes PAID in the transaction that records the event, so a repeated event changes nothing.
 */
export async function paidByIntent(
  ctx: OrderContext,
  input: PaymentOfIntent,
  claim?: EventClaim,
): Promise<void> {
  const order = await findOrderByIntent(ctx.db, input.intentId);
  if (!order || (input.accountId && order.paymentAccountId !== input.accountId)) return;
  if (order.status === 'CANCELED') {
    await ctx.orderPayments.releasePayment(order);
    return;
  }
  if (order.status !== 'CONFIRMED') return;
  try {
    await settleOrder(ctx, order, undefined, claim);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    ctx.log?.warn({ orderId: order.id, code: error.code }, 'webhook payment not settled');
  }
}
