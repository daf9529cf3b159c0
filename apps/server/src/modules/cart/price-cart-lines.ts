import type { StoredCartLine } from '../../db/schema/index';
import { type CartPerks, priceStoredLinesWithDeals } from './cart-deals';
import type { PricingContext } from './pricing-context';

/** The pricing of stored lines in a cart: a cart has no delivery and no global points, so it never refuses. */
export function priceCartLines(context: PricingContext, lines: readonly StoredCartLine[], perks: CartPerks) {
  const outcome = priceStoredLinesWithDeals(context, lines, perks);
  if (!outcome.result.ok) throw new Error(`a cart was refused: ${outcome.result.refusal.code}`);
  return { ...outcome, priced: outcome.result.cart };
}
