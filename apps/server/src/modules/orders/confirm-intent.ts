import type { VersionedStore } from '../cart/menu-cache';
import { OPEN_INTENT_STATUSES, type PaymentIntent } from '../payments/payment-port';
import type { OrderContext } from './order-context';
import type { FrozenPricing } from './order-mapper';
import { invalidStatus } from './order-status';
import type { OrderRow } from './orders.repository';

/**
 * The card intent a confirm attaches: none when paid now; the order's own intent, updated to the
 * new total and fee, while it is on the same account; else a new one (`created`, to drop if the
 * confirm fails). `previous` is the intent the order held. INVALID_STATUS when that one is
 * already paid or being paid: the next step is `paid`, not another confirm.
 */
export async function confirmIntent(
  ctx: OrderContext,
  order: OrderRow,
  versioned: VersionedStore,
  pricing: FrozenPricing,
  payNow: boolean,
): Promise<{ previous: PaymentIntent | null; intent: PaymentIntent | null; created: PaymentIntent | null }> {
  const { payments, orderPayments } = ctx;
  const total = pricing.totalAmountCents;
  const fee = pricing.serviceFeeCents;
  const previous = await orderPayments.intentOf(order);
  if (previous && !OPEN_INTENT_STATUSES.includes(previous.status) && previous.status !== 'canceled') {
    throw invalidStatus();
  }
  if (payNow) return { previous, intent: null, created: null };
  const accountId = await orderPayments.chargeAccount(versioned);
  if (previous && previous.status !== 'canceled' && previous.accountId === accountId) {
    const intent =
      previous.amountCents === total && previous.applicationFeeCents === fee
        ? previous
        : await payments.updateIntent(accountId, previous.id, {
            amountCents: total,
            applicationFeeCents: fee,
          });
    return { previous, intent, created: null };
  }
  const created = await payments.createIntent(total, 'cad', accountId, fee, order.id);
  return { previous, intent: created, created };
}
