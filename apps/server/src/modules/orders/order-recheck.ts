import { applicabilityRefusal, type PromotionEntry } from '@perkdesk/domain';
import type { StoredCartLine } from '../../db/schema/index';
import { applicabilityOf, type CartPerks } from '../cart/cart-deals';
import { checkLine, type PricingContext } from '../cart/pricing-context';
import type { FrozenPricing } from './order-mapper';

/** An order's frozen lines as a cart stores lines: what the re-check and the pricing context read. */
export function storedLinesOf(pricing: FrozenPricing): StoredCartLine[] {
  return pricing.items.map((line) => ({
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    instruction: line.instruction,
    addons: line.addons.map((addon) => ({
      productId: addon.addonId,
      quantity: addon.quantity,
      addonGroupId: addon.addonGroupId,
    })),
    appliedPromotionId: line.appliedPromotionId,
    isFreeItem: line.isFreeItem,
    isRedeem: line.isRedeem,
  }));
}

/**
 * The re-check of an order at confirm, paid and is-valid (contract §9 Re-checks): every product
 * and add-on must still be on the store's menu now, and each line must still pass the cart's line
 * validation (add-on groups and their limits). Returns the name of the first thing that fails, as
 * the customer ordered it, or null when the order can go on. The promotions are re-checked by
 * `firstUnavailablePromotion`.
 */
export function firstUnavailable(context: PricingContext, pricing: FrozenPricing): string | null {
  const stored = storedLinesOf(pricing);
  for (const [i, line] of pricing.items.entries()) {
    if (!context.products.has(line.productId)) return line.name;
    for (const addon of line.addons) if (!context.addons.has(addon.addonId)) return addon.name;
    if (checkLine(context, stored[i] as StoredCartLine).length > 0) return line.name;
  }
  return null;
}

/** Whether the order applied any promotion (deal, redemption or earn-only entry). */
export const hasPromotions = (pricing: FrozenPricing) => pricing.appliedPromotions.length > 0;

/**
 * The re-check of an order's promotions (contract §9 Re-checks): each applied entry's promotion
 * must still apply now (contract §6 rules 1–9: active and valid, in the store, within its dates
 * and hours, in stock, the new-client and per-customer limits — the order's own uses left out —,
 * its coupon, its products available). A coupon deal is checked with its own code. Returns the
 * first failing promotion's name, or null.
 */
export function firstUnavailablePromotion(
  context: PricingContext,
  pricing: FrozenPricing,
  perks: Omit<CartPerks, 'couponCode'>,
): string | null {
  for (const entry of pricing.appliedPromotions as PromotionEntry[]) {
    const promotion = perks.promotions.find((p) => p.id === entry.id);
    if (!promotion) return entry.name;
    const couponCode = entry.isCoupon ? promotion.couponCode : null;
    if (applicabilityRefusal(promotion, applicabilityOf(context, { ...perks, couponCode })))
      return entry.name;
  }
  return null;
}
