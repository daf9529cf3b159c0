import type { ConfirmBody, PaymentProvider } from '@perkdesk/contracts';
import type { PricedDelivery } from '@perkdesk/domain';
import type { PaymentIntent } from '../payments/payment-port';
import { type FrozenPricing, searchTextOf } from './order-mapper';
import type { OrderPatch, OrderRow } from './orders.repository';

/** What a confirm writes: CONFIRMED, or PAID at once when nothing is paid by card now. */
export function confirmPatch(
  order: OrderRow,
  body: ConfirmBody,
  step: {
    pricing: FrozenPricing;
    delivery: PricedDelivery | null;
    customerPhone: string | null;
    intent: PaymentIntent | null;
    provider: PaymentProvider;
    payNow: boolean;
    now: Date;
  },
): OrderPatch {
  const { pricing, delivery, customerPhone, intent, payNow, now } = step;
  return {
    status: payNow ? 'PAID' : 'CONFIRMED',
    serveType: body.serveType,
    paymentMethod: body.payAtStore ? 'AT_STORE' : 'CARD',
    // Nothing to collect on a zero total; an AT_STORE order is collected by the merchant.
    paymentCollected: payNow && !body.payAtStore,
    priced: pricing as unknown as Record<string, unknown>,
    totalCents: pricing.totalAmountCents,
    deliveryAddress: body.delivery ? (body.delivery.address as unknown as Record<string, unknown>) : null,
    deliveryDistance: delivery?.distanceKm ?? null,
    deliveryPriceCents: delivery?.deliveryPriceCents ?? 0,
    isDeliveryPriceTaxExempt: delivery?.isDeliveryPriceTaxExempt ?? false,
    customerPhone,
    searchText: searchTextOf({ id: order.id, customerName: order.customerName, customerPhone, pricing }),
    paymentProvider: intent ? step.provider : null,
    paymentIntentId: intent?.id ?? null,
    paymentClientSecret: intent?.clientSecret ?? null,
    paymentAccountId: intent?.accountId ?? null,
    confirmedAt: now,
    paidAt: payNow ? now : null,
    lastUpdatedAt: now,
  };
}
