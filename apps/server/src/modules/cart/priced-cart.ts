import type { Cart } from '@perkdesk/contracts';
import type { PricedCart, PromotionEntry } from '@perkdesk/domain';
import type { StoredCartLine } from '../../db/schema/index';
import type { StoreRow } from '../stores/stores.public';
import { findCart } from './cart.repository';
import type { CartContext } from './cart-context';
import type { CartPerks } from './cart-deals';
import { cartResponse } from './cart-response';
import { perksFor } from './customer-perks';
import type { LineProblem } from './line-problems';
import { loadPricingContext } from './load-pricing-context';
import { orderableStore } from './orderable-store';
import { priceCartLines } from './price-cart-lines';
import type { PricingContext } from './pricing-context';

/** A cart as priced now, with what it was priced against: what checkout freezes. */
export interface CartPricing {
  store: StoreRow;
  context: PricingContext;
  perks: CartPerks;
  /** The lines as stored, less what vanished (a deleted product's line, deleted add-ons, stale picks). */
  lines: StoredCartLine[];
  /** Kept lines that cannot be ordered now, with the contract's line messages. */
  problems: LineProblem[];
  couponCode: string | null;
  /** In cents, with the domain's names. */
  priced: PricedCart<PromotionEntry>;
  /** The contract's Cart (§8), in dollars. */
  cart: Cart;
}

/**
 * The priced cart now, from the stored lines, with its context; store refusals as on the cart
 * routes. Nothing is written (what vanished is stored at the next write), and nothing runs in a
 * transaction: an order written from it re-checks under its own.
 */
export async function pricedCart(
  ctx: CartContext,
  customerId: string,
  storeId: string,
): Promise<CartPricing> {
  const versioned = await orderableStore(ctx, storeId);
  const { store } = versioned;
  const [row, found] = await Promise.all([
    findCart(ctx.db, customerId, storeId),
    perksFor(ctx, customerId, versioned),
  ]);
  const stored = row?.lines ?? [];
  const couponCode = row?.couponCode ?? null;
  const perks: CartPerks = { ...found, couponCode };
  const context = await loadPricingContext(ctx, ctx.db, versioned, stored, ctx.clock.now());
  const { lines, problems, priced } = priceCartLines(context, stored, perks);
  return {
    store,
    context,
    perks,
    lines,
    problems,
    couponCode,
    priced,
    cart: await cartResponse(ctx, context, perks, priced),
  };
}
