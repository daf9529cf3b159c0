import type { Promotion } from '@perkdesk/domain';
import type { CartContext } from './cart-context';
import { orderableStore } from './orderable-store';
import type { MenuContext } from './pricing-context';

/** What checkout prices the locked cart against. */
export interface CheckoutBasis {
  menu: MenuContext;
  /** The merchant's promotions; the customer's history is read under the cart's lock (`historyUnderLock`). */
  promotions: readonly Promotion[];
}

/**
 * For checkout: the store (refusals as on the cart routes), its menu now and the merchant's
 * promotions, read before the checkout's transaction; `linesUnderLock` then completes the menu
 * for the locked cart's lines and `historyUnderLock` reads the customer's history if needed.
 */
export async function checkoutBasis(ctx: CartContext, storeId: string): Promise<CheckoutBasis> {
  const versioned = await orderableStore(ctx, storeId);
  const [menu, promotions] = await Promise.all([
    ctx.menus.menuAt(ctx.db, versioned, ctx.clock.now()),
    ctx.promotions(ctx.db, versioned.store.merchantId, versioned.version),
  ]);
  return { menu, promotions };
}
