import type { Cart } from '@perkdesk/contracts';
import { lockCart, saveCart } from './cart.repository';
import type { CartChange, CartState } from './cart-changes';
import type { CartContext } from './cart-context';
import type { CartPerks } from './cart-deals';
import { cartResponse } from './cart-response';
import { completePricingContext } from './complete-pricing-context';
import { perksFor } from './customer-perks';
import { orderableStore } from './orderable-store';
import { priceCartLines } from './price-cart-lines';
import type { LineRequest } from './pricing-context';

/**
 * A change to the cart under the row's lock (created if missing). The menu and the promotions
 * are read before (their queries run side by side on the pool), the rows the locked lines need
 * inside; `change` may refuse (the transaction, a created row included, rolls back); the
 * re-priced lines are stored with what vanished and the stale picks left out.
 */
export async function changeCart(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  incoming: readonly LineRequest[],
  change: CartChange,
): Promise<Cart> {
  const { db, menus } = ctx;
  const versioned = await orderableStore(ctx, storeId);
  const instant = ctx.clock.now();
  const [menu, found] = await Promise.all([
    menus.menuAt(db, versioned, instant),
    perksFor(ctx, customerId, versioned),
  ]);
  const { context, perks, priced } = await db.transaction(async (tx) => {
    const row = await lockCart(tx, customerId, storeId, instant);
    const context = await completePricingContext(tx, menu, [...row.lines, ...incoming], menus.taxRates);
    const current: CartState = { lines: row.lines, nextLineId: row.nextLineId, couponCode: row.couponCode };
    const next = change(current, { context, perks: found });
    const perks: CartPerks = { ...found, couponCode: next.couponCode };
    const outcome = priceCartLines(context, next.lines, perks);
    await saveCart(tx, customerId, storeId, {
      lines: outcome.lines,
      nextLineId: next.nextLineId,
      couponCode: next.couponCode,
      updatedAt: instant,
    });
    return { context, perks, priced: outcome.priced };
  });
  return cartResponse(ctx, context, perks, priced);
}
