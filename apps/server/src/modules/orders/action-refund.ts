import type { OrderAction } from '@perkdesk/contracts';
import type { OrderRefundRow } from './order-refunds.repository';
import type { OrderRow } from './orders.repository';
import { cardProviderOf, newRefund, refundableCents } from './refund-entries';

/**
 * The refund a reject or cancel makes: all that is left of the payment, with the merchant's
 * reason. None when no money was taken (a zero total, an at-store payment not yet collected);
 * an at-store payment already collected is recorded without a provider (given back at the store).
 */
export function actionRefund(
  order: OrderRow,
  action: OrderAction,
  reason: string,
  now: Date,
): OrderRefundRow | null {
  const provider = cardProviderOf(order);
  const collectedAtStore = order.paymentMethod === 'AT_STORE' && order.paymentCollected;
  const amountCents = refundableCents(order);
  if (amountCents <= 0 || (!provider && !collectedAtStore)) return null;
  return newRefund(
    order,
    { amountCents, reason, kind: action === 'reject' ? 'REJECT' : 'CANCEL', provider },
    now,
  );
}
