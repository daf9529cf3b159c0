import {
  type ApplicabilityContext,
  couponPromotion,
  type DealSetup,
  isCartCoupon,
  type LineAdjustment,
  type PriceCartInput,
  type PricedCart,
  type Promotion,
  type PromotionCustomer,
  type PromotionEntry,
  priceCartWithDeals,
} from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import type { StoredCartLine } from '../../db/schema/index';
import {
  lineProblemsOf,
  type PricedLines,
  type PricingContext,
  pricingBaseOf,
  storedInputsOf,
} from './pricing-context';
import { promotionHistory } from './promotion-history.repository';

// The deal engine (packages/domain/src/promotions) wired to a cart's stored lines: what a
// customer's cart is priced with on every read and write, and what checkout freezes.

/**
 * A merchant's promotions in the domain's shape (cents), any status: the engine picks those that
 * apply. `version` is the merchant's catalogue version the caller just read with the store
 * (promotion writes raise it), so a source may answer from a cache kept per version.
 */
export type PromotionSource = (
  db: Executor,
  merchantId: string,
  version: number,
) => Promise<readonly Promotion[]>;

/** What a cart is priced with besides its lines: the merchant's promotions, the customer, the coupon. */
export interface CartPerks {
  promotions: readonly Promotion[];
  customer: PromotionCustomer;
  couponCode: string | null;
}

const NO_HISTORY: PromotionCustomer = { hasEarlierOrder: false, usesByPromotion: new Map() };

/** Who and where a history is read for. */
export interface HistoryScope {
  customerId: string;
  merchantId: string;
  storeId: string;
  /** Only these promotions matter (an order's re-check): the history is read only for theirs. */
  only?: ReadonlySet<string>;
  /**
   * The cart's coupon when it is known: a hidden promotion behind another code cannot apply, so it
   * needs no history. Undefined (not known yet) counts every hidden one.
   */
  couponCode?: string | null;
}

/** Whether some promotion that could apply limits uses or wants new clients (contract §6 rules 6, 7). */
function needsHistory(promotions: readonly Promotion[], scope: HistoryScope): boolean {
  return promotions.some(
    (p) =>
      p.status === 'ACTIVE' &&
      (p.maxRedeem !== null || p.isNewClient) &&
      (scope.only === undefined || scope.only.has(p.id)) &&
      (scope.couponCode === undefined || p.isPublicAvailable || isCartCoupon(p, scope.couponCode)),
  );
}

/**
 * The customer's history at the merchant when one of these promotions needs it: one query, none
 * otherwise. The store's open orders are left out because a checkout replaces them.
 */
export async function customerHistory(
  db: Executor,
  promotions: readonly Promotion[],
  scope: HistoryScope,
): Promise<PromotionCustomer> {
  return needsHistory(promotions, scope)
    ? promotionHistory(db, scope.customerId, scope.merchantId, scope.storeId)
    : NO_HISTORY;
}

/** The merchant's promotions (the source may cache them per catalogue version) and the customer's history there. */
export async function loadCartPerks(
  db: Executor,
  source: PromotionSource,
  input: HistoryScope & { version: number },
): Promise<Omit<CartPerks, 'couponCode'>> {
  const promotions = await source(db, input.merchantId, input.version);
  return { promotions, customer: await customerHistory(db, promotions, input) };
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
 * Prices stored lines as `priceStoredLines` does, with the deal engine as the discount stage
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
