// Where promotions plug into pricing: `priceCart` computes the line amounts, a discount stage
// (the deal engine's, promotions/deal-stage.ts) discounts them, then what is left of each line is taxed.

/** Normal lines; picks (free units chosen under BOGO and free-item deals); redeem lines. */
export type CartLineKind = 'NORMAL' | 'PICK' | 'REDEEM';

/** One add-on entry of a line before discounts, in cents. */
export interface AddonAmounts {
  addonId: string;
  unitPriceCents: number;
  /** Per product unit. */
  quantity: number;
  /** `line.quantity × quantity × unitPriceCents`. */
  totalAmountCents: number;
}

/** One line before discounts, in cents: what deal maths needs to see. */
export interface LineAmounts {
  lineId: string;
  kind: CartLineKind;
  productId: string;
  unitPriceCents: number;
  quantity: number;
  /** `quantity × unitPriceCents`, the product only. */
  totalAmountCents: number;
  /** A pick's or redeem line's own promotion; null on normal lines. */
  promotionId: string | null;
  addons: readonly AddonAmounts[];
}

/** What a discount stage sees. Everything else it needs (promotions, usage, coupon, instant) it closes over. */
export interface DiscountContext {
  storeId: string;
  lines: readonly LineAmounts[];
  /** E: Σ totalAmount of the normal lines, products only (contract §7 Lines and amounts). */
  eligibilityAmountCents: number;
  subAmountCents: number;
}

/**
 * A discount on one line, in whole cents. A stage may return several for the same line (an item
 * deal, then a cart deal); they add up. `addonCents[i]` discounts the line's i-th add-on entry
 * (missing entries are 0). Together they may not exceed the amounts they discount (contract §7
 * "Floor": no amount goes below 0); `priceCart` refuses a stage that breaks this.
 */
export interface LineDiscount {
  lineId: string;
  productCents: number;
  addonCents?: readonly number[];
  /** On a normal line, the item-level deal that covers it; the first one given wins. */
  appliedPromotionId?: string | null;
}

/**
 * A stage's result: the per-line discounts and the cart's `appliedPromotion` entries (discount
 * deals, earn-only entries with `isDiscountNotApplicable`, redemptions), whose shape belongs to
 * the promotions engine and passes through untouched.
 */
export interface DiscountOutcome<P> {
  lineDiscounts: readonly LineDiscount[];
  appliedPromotions: readonly P[];
}

export type DiscountStage<P> = (context: DiscountContext) => DiscountOutcome<P>;

const NOTHING: DiscountOutcome<never> = Object.freeze({ lineDiscounts: [], appliedPromotions: [] });

/** The default stage: no deals, so every discount is 0 and no promotion applies. */
export const noDiscounts: DiscountStage<never> = () => NOTHING;
