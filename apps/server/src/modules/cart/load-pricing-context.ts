import type { Executor } from '../../db/client';
import type { CartContext } from './cart-context';
import { completePricingContext } from './complete-pricing-context';
import type { VersionedStore } from './menu-cache';
import type { LineRequest, PricingContext } from './pricing-context';

/**
 * The context for lines of a store (read with its catalogue version) at `instant`, with the
 * configured service fee. The menu comes from the menu cache (read on the pool).
 */
export async function loadPricingContext(
  ctx: CartContext,
  executor: Executor,
  versioned: VersionedStore,
  lines: readonly LineRequest[],
  instant: Date,
): Promise<PricingContext> {
  const menu = await ctx.menus.menuAt(ctx.db, versioned, instant);
  return completePricingContext(executor, menu, lines, ctx.menus.taxRates);
}
