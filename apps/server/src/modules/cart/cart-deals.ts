import {
  type ApplicabilityContext,
  couponPromotion,
  type DealSetup,
  type LineAdjustment,
  type PriceCartInput,
  type PricedCart,
  type Promotion,
  type PromotionCustomer,
  type PromotionEntry,
  priceCartWithDeals,
} from '@perkdesk/domain';
import type { StoredCartLine } from '../../db/schema/index';
import { lineProblemsOf } from './line-problems';
import { type PricedLines, pricingBaseOf } from './priced-lines';
import type { PricingContext } from './pricing-context';
import { storedInputsOf } from './stored-inputs';

/** What a cart is priced with besides its lines: the merchant's promotions, the customer, the coupon. */
export interface CartPerks {
  promotions: readonly Promotion[];
  customer: PromotionCustomer;
  couponCode: string | null;
}

/** Contract §6's context for the cart's store now: the menu's products are the available ones (rule 9). */
export function applicabilityOf(context: PricingContext, perks: CartPerks): ApplicabilityContext {
  return {
    store: { id: context.store.id, timeZone: context.store.timeZone },
    instant: context.instant,
    customer: perks.customer,
    couponCode: perks.couponCode,
    availableProducts: context.products,
  };
}

export function dealSetupOf(context: PricingContext, perks: CartPerks): DealSetup {
  return {
    ...applicabilityOf(context, perks),
    promotions: perks.promotions,
    productName: (id) => context.rows.get(id)?.name,
  };
}

/** The promotion the cart's coupon names now (rules 1–7), or null: it expired, ran out, or was used up. */
export function couponPromotionOf(context: PricingContext, perks: CartPerks): Promotion | null {
  if (!perks.couponCode) return null;
  return couponPromotion(perks.promotions, perks.couponCode, applicabilityOf(context, perks));
}

export interface DealPricedLines extends PricedLines<PromotionEntry> {
  /** Picks and redeem lines the engine dropped or shrank (contract §7 Stale picks); stored at the next write. */
  adjustments: LineAdjustment[];
}

function adjustedLines(lines: StoredCartLine[], adjustments: readonly LineAdjustment[]): StoredCartLine[] {
  if (adjustments.length === 0) return lines;
  const quantities = new Map(adjustments.map((a) => [a.lineId, a.quantity]));
  return lines.flatMap((line) => {
    const quantity = quantities.get(line.id);
    if (quantity === undefined) return [line];
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

/**
 * Prices stored lines (stored-inputs.ts) with the deal engine as the discount stage
 * (`priceCartWithDeals`): picks whose deal stopped qualifying (or allows fewer units now) and
 * redeem lines whose promotion stopped applying are dropped or shrunk in `lines`, and the cart
 * is priced without them.
 */
export function priceStoredLinesWithDeals(
  context: PricingContext,
  stored: readonly StoredCartLine[],
  perks: CartPerks,
  extra: Pick<PriceCartInput<PromotionEntry>, 'delivery' | 'globalPoints'> = {},
): DealPricedLines {
  const kept = storedInputsOf(context, stored);
  const { result, adjustments } = priceCartWithDeals(
    { ...pricingBaseOf(context), lines: kept.inputs, ...extra },
    dealSetupOf(context, perks),
  );
  const lines = adjustedLines(kept.lines, adjustments);
  return {
    lines,
    vanished: kept.vanished || adjustments.length > 0,
    problems: lineProblemsOf(context, lines),
    result,
    adjustments,
  };
}

/**
 * What an order freezes of a priced cart: its applied entries only (deals, redemptions, earn-only
 * entries; contract §9 `promotions`), not the suggestions and picks still to choose.
 */
export function frozenPricingOf(priced: PricedCart<PromotionEntry>): PricedCart<PromotionEntry> {
  return { ...priced, appliedPromotions: priced.appliedPromotions.filter((e) => e.list === 'APPLIED') };
}
