import type { VersionedStore } from '../cart/menu-cache';
import type { OrderContext } from './order-context';
import { pricingOf } from './order-mapper';
import { firstUnavailable, firstUnavailablePromotion, hasPromotions } from './order-recheck';
import type { OrderRow } from './orders.repository';

/** The name of the first thing in the order that cannot be ordered now, or null (contract §9 Re-checks). */
export async function unavailableNow(
  ctx: OrderContext,
  order: OrderRow,
  store: VersionedStore,
  now: Date,
): Promise<string | null> {
  const { db, carts } = ctx;
  const pricing = pricingOf(order);
  const lines = pricing.items.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    addons: line.addons.map((addon) => ({ productId: addon.addonId, quantity: addon.quantity })),
  }));
  const [context, perks] = await Promise.all([
    carts.loadPricingContext(db, store, lines, now),
    // The customer's history is read only when one of the order's own promotions limits uses
    // or wants new clients.
    hasPromotions(pricing)
      ? carts.perksFor(
          order.customerId,
          store,
          new Set((pricing.appliedPromotions as { id: string }[]).map((p) => p.id)),
        )
      : null,
  ]);
  return (
    firstUnavailable(context, pricing) ??
    (perks === null ? null : firstUnavailablePromotion(context, pricing, perks))
  );
}
