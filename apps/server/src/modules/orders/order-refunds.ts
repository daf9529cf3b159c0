import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentPort } from '../payments/payment-port';
import { outcomeUnknown } from '../payments/provider-error';
import { type OrderRefundRow, pendingRefundsOfOrder, setProviderRefundId } from './order-refunds.repository';
import type { OrderRow } from './orders.repository';
import { undoRefund } from './undo-refund';

/** How a refund's provider call went: `refused` when the provider surely did not refund. */
export type RefundSent = { ok: true } | { ok: false; refused: boolean; error: unknown };

/**
 * Recorded refunds sent to the provider (never inside a transaction). The refund's id is the
 * idempotency key, so sending one again (a retry after no answer) never refunds twice.
 */
export function createOrderRefunds(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  log?: FastifyBaseLogger;
}) {
  const { db, payments } = deps;

  const send = async (order: OrderRow, refund: OrderRefundRow): Promise<RefundSent> => {
    if (!refund.provider) return { ok: true };
    const { paymentAccountId: accountId, paymentIntentId: intentId } = order;
    if (refund.provider !== payments.provider || !accountId || !intentId)
      return {
        ok: false,
        refused: true,
        error: new AppError('PROVIDER_ERROR', 'The payment was made elsewhere.'),
      };
    try {
      const made = await payments.refund(accountId, intentId, refund.amountCents, {
        idempotencyKey: refund.id,
        reason: refund.reason,
      });
      await setProviderRefundId(db, refund.id, made.id);
      return { ok: true };
    } catch (error) {
      deps.log?.error({ err: error, orderId: order.id, refundId: refund.id }, 'refund not made');
      return { ok: false, refused: !outcomeUnknown(error), error };
    }
  };

  /**
   * Sends again the order's refunds that got no answer: each is made once whatever happened
   * before. A partial refund the provider refuses is taken back; a reject's or cancel's stays.
   */
  const retryPending = async (order: OrderRow): Promise<void> => {
    for (const refund of await pendingRefundsOfOrder(db, order.id)) {
      const sent = await send(order, refund);
      if (!sent.ok && sent.refused && refund.kind === 'PARTIAL') await undoRefund(deps, refund);
    }
  };

  return { send, retryPending };
}
export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
