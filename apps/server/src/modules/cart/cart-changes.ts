import type { CartItemInput } from '@perkdesk/contracts';
import type { StoredCartLine } from '../../db/schema/index';
import type { CartPerks } from './cart-deals';
import type { PricingContext } from './pricing-context';

/** A cart as stored: lines, the next line id, the coupon. */
export interface CartState {
  lines: StoredCartLine[];
  nextLineId: number;
  couponCode: string | null;
}

/** What a change is checked against: the menu now and the promotions (the cart's coupon is in the state). */
export interface ChangeTools {
  context: PricingContext;
  perks: Omit<CartPerks, 'couponCode'>;
}

/** A change to a cart's stored state; it may refuse by throwing. */
export type CartChange = (current: CartState, tools: ChangeTools) => CartState;

/** A line as the cart stores it: what the customer asked for, never prices. */
export const toStored = (id: string, item: CartItemInput): StoredCartLine => ({
  id,
  productId: item.productId,
  quantity: item.quantity,
  instruction: item.instruction ?? '',
  addons: item.addons.map((addon) => ({
    productId: addon.productId,
    quantity: addon.quantity,
    addonGroupId: addon.addonGroupId ?? null,
  })),
});

/**
 * Checkout's `toBeAppliedItems` (contract §9): when present, they replace the cart's picks for the
 * order (ids after the cart's, so none collides); the deal engine then keeps only what the deals
 * allow, as for picks chosen in the cart.
 */
export function withCheckoutPicks(
  cart: Pick<CartState, 'lines' | 'nextLineId'>,
  picks: readonly (CartItemInput & { appliedPromotionId: string })[] | null | undefined,
): StoredCartLine[] {
  if (!picks) return cart.lines;
  const chosen = picks.map((pick, i) => ({
    ...toStored(String(cart.nextLineId + i), pick),
    isFreeItem: true,
    appliedPromotionId: pick.appliedPromotionId,
  }));
  return [...cart.lines.filter((line) => !line.isFreeItem), ...chosen];
}
