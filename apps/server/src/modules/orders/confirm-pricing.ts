import type { ConfirmBody } from '@perkdesk/contracts';
import type { PricedDelivery } from '@perkdesk/domain';
import { AppError } from '../../lib/app-error';
import type { StoreRow } from '../stores/stores.public';
import type { OrderContext } from './order-context';
import { type FrozenPricing, pricingOf } from './order-mapper';
import type { OrderRow } from './orders.repository';

/**
 * A confirm's prices: the frozen ones with the delivery priced again for this body (contract §9
 * Delivery at confirm), and the phone the order keeps; a delivery needs one (PHONE_REQUIRED).
 */
export async function confirmPricing(
  ctx: OrderContext,
  order: OrderRow,
  store: StoreRow,
  body: ConfirmBody,
  profilePhone: string | null,
): Promise<{ pricing: FrozenPricing; delivery: PricedDelivery | null; customerPhone: string | null }> {
  const frozen = pricingOf(order);
  const base: FrozenPricing = {
    ...frozen,
    delivery: null,
    totalAmountCents: frozen.totalAmountCents - (frozen.delivery?.totalDeliveryAmountCents ?? 0),
  };
  let delivery: PricedDelivery | null = null;
  let customerPhone = profilePhone ?? order.customerPhone;
  if (body.delivery) {
    delivery = await ctx.delivery.priceDeliveryFor(store, base, body.delivery);
    customerPhone = body.delivery.phone ?? profilePhone;
    if (!customerPhone) throw new AppError('PHONE_REQUIRED');
  }
  const pricing: FrozenPricing = {
    ...base,
    delivery,
    totalAmountCents: base.totalAmountCents + (delivery?.totalDeliveryAmountCents ?? 0),
  };
  return { pricing, delivery, customerPhone };
}
