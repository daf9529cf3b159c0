import type { StoredCartLine } from '../../db/schema/index';
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
 * the customer ordered it, or null when the order can go on. Promotions join the re-check when
 * they exist (issue 7).
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
