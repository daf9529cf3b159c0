import { insideWindows } from '../catalogue';
import { compilePromotion } from './compiled';
import type { Promotion, PromotionBound } from './promotion';

// Contract §6 Applicability: whether promotion P applies for customer u in store s at instant t.
// Everything that needs a database (earlier orders, uses, which products are available now) is
// an input; times are read in the store's IANA zone.

/** What the customer's history says; a visitor without an account has none. */
export interface PromotionCustomer {
  /** An earlier order at this merchant that reached PAID and was not refunded (rule 6). */
  hasEarlierOrder: boolean;
  /** P's uses in the customer's CONFIRMED, PAID or COMPLETED orders, by promotion id (rule 7). */
  usesByPromotion: ReadonlyMap<string, number>;
}

export interface ApplicabilityContext {
  /** The store priced for; `isVisible` (default true): customers can see it (rule 2). */
  store: { id: string; timeZone: string; isVisible?: boolean };
  instant: Date;
  /** Null or absent: a visitor, with no earlier order and no uses. */
  customer?: PromotionCustomer | null;
  /** The cart's coupon code, if any (rule 8). */
  couponCode?: string | null;
  /** The products available in the store at the instant (contract §5 Availability; rule 9). */
  availableProducts: { has(productId: string): boolean };
}

/** The rule a promotion fails, in the contract's order (1 to 9), then the two listing rules. */
export type ApplicabilityRefusal =
  | 'NOT_ACTIVE'
  | 'NOT_IN_STORE'
  | 'OUTSIDE_DATES'
  | 'OUTSIDE_HOURS'
  | 'OUT_OF_STOCK'
  | 'NOT_NEW_CLIENT'
  | 'MAX_REDEEMED'
  | 'COUPON_REQUIRED'
  | 'PRODUCT_UNAVAILABLE'
  | 'HIDDEN'
  | 'OUTSIDE_DISPLAY_TIME';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// One formatter per zone (en-CA formats dates as YYYY-MM-DD), and the last answer per zone: a
// cart's promotions all ask about the same instant.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const lastDates = new Map<string, { at: number; date: string }>();

/** The store-local calendar date of an instant, `YYYY-MM-DD`. */
export function localDateOf(instant: Date, zoneName: string): string {
  const at = instant.getTime();
  const last = lastDates.get(zoneName);
  if (last?.at === at) return last.date;
  let formatter = dateFormatters.get(zoneName);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zoneName,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(zoneName, formatter);
  }
  const date = formatter.format(instant);
  lastDates.set(zoneName, { at, date });
  return date;
}

/**
 * `availableFrom ≤ t ≤ availableTo` (rule 3). A date bound is a store-local day: from its start,
 * or through its end ("a range start..end includes all of end"), so it is compared as the
 * store-local date of t and needs no offset arithmetic across a daylight-saving switch.
 */
export function withinDates(
  promotion: Pick<Promotion, 'availableFrom' | 'availableTo'>,
  instant: Date,
  zoneName: string,
): boolean {
  let localDate: string | null = null;
  const dateOfT = () => {
    localDate ??= localDateOf(instant, zoneName);
    return localDate;
  };
  const compare = (bound: PromotionBound): number => {
    if (typeof bound === 'string' && DATE_ONLY.test(bound)) return dateOfT().localeCompare(bound);
    return Math.sign(instant.getTime() - new Date(bound).getTime());
  };
  if (promotion.availableFrom !== null && compare(promotion.availableFrom) < 0) return false;
  if (promotion.availableTo !== null && compare(promotion.availableTo) > 0) return false;
  return true;
}

const usesWindows = (promotion: Pick<Promotion, 'type'>) =>
  promotion.type === 'DEAL' || promotion.type === 'POINT_PERK';

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether the promotion's code is the cart's coupon (codes are case-insensitive). */
export const isCartCoupon = (promotion: Pick<Promotion, 'couponCode'>, couponCode?: string | null) =>
  sameCode(promotion.couponCode, couponCode);

/** Rule 9: each required group, and the reward list if there is one, holds an available product. */
function productsAvailable(promotion: Promotion, available: ApplicabilityContext['availableProducts']) {
  const anyAvailable = (ids: Iterable<string>) => {
    for (const id of ids) if (available.has(id)) return true;
    return false;
  };
  const compiled = compilePromotion(promotion);
  for (const group of compiled.groups) if (!anyAvailable(group.productIds)) return false;
  return compiled.rewardIds.size === 0 || anyAvailable(compiled.rewardIds);
}

/** Rules 1–7, the ones a coupon is checked against too (contract §8 coupon); listing skips rule 4. */
function baseRefusal(
  promotion: Promotion,
  context: ApplicabilityContext,
  checkHours = true,
): ApplicabilityRefusal | null {
  const { store, instant } = context;
  if (promotion.status !== 'ACTIVE' || !promotion.isValid) return 'NOT_ACTIVE';
  if (!promotion.storeIds.includes(store.id) || store.isVisible === false) return 'NOT_IN_STORE';
  if (!withinDates(promotion, instant, store.timeZone)) return 'OUTSIDE_DATES';
  if (
    checkHours &&
    usesWindows(promotion) &&
    !insideWindows(promotion.availableTime, instant, store.timeZone)
  )
    return 'OUTSIDE_HOURS';
  if (promotion.limitedStock !== null && promotion.limitedStock <= 0) return 'OUT_OF_STOCK';
  if (promotion.isNewClient && context.customer?.hasEarlierOrder) return 'NOT_NEW_CLIENT';
  const used = context.customer?.usesByPromotion.get(promotion.id) ?? 0;
  if (promotion.maxRedeem !== null && used >= promotion.maxRedeem) return 'MAX_REDEEMED';
  return null;
}

/** The first applicability rule (contract §6, 1–9) the promotion fails, or null when it applies. */
export function applicabilityRefusal(
  promotion: Promotion,
  context: ApplicabilityContext,
): ApplicabilityRefusal | null {
  const base = baseRefusal(promotion, context);
  if (base) return base;
  if (!promotion.isPublicAvailable && !isCartCoupon(promotion, context.couponCode)) return 'COUPON_REQUIRED';
  if (!productsAvailable(promotion, context.availableProducts)) return 'PRODUCT_UNAVAILABLE';
  return null;
}

const createdAtOf = (promotion: Pick<Promotion, 'createdAt'>) =>
  promotion.createdAt instanceof Date ? promotion.createdAt.getTime() : Date.parse(promotion.createdAt);

/** Earlier `createdAt` first, then id: the order deals are applied and listed in. */
export const byCreation = <T extends Pick<Promotion, 'createdAt' | 'id'>>(a: T, b: T) =>
  createdAtOf(a) - createdAtOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The promotions that apply (contract §6 rules 1–9), earliest created first. */
export function applicablePromotions(
  promotions: readonly Promotion[],
  context: ApplicabilityContext,
): Promotion[] {
  return promotions.filter((p) => applicabilityRefusal(p, context) === null).sort(byCreation);
}

/**
 * Whether a promotion is listed (store detail, GET by a customer): rules 1–3, 5–7 and 9, public,
 * and t inside `displayTime`. The first failed rule, or null.
 */
export function listingRefusal(
  promotion: Promotion,
  context: ApplicabilityContext,
): ApplicabilityRefusal | null {
  const base = baseRefusal(promotion, context, false);
  if (base) return base;
  if (!promotion.isPublicAvailable) return 'HIDDEN';
  if (!productsAvailable(promotion, context.availableProducts)) return 'PRODUCT_UNAVAILABLE';
  if (!insideWindows(promotion.displayTime, context.instant, context.store.timeZone))
    return 'OUTSIDE_DISPLAY_TIME';
  return null;
}

/** The listable promotions, earliest created first. */
export function listablePromotions(
  promotions: readonly Promotion[],
  context: ApplicabilityContext,
): Promotion[] {
  return promotions.filter((p) => listingRefusal(p, context) === null).sort(byCreation);
}

/**
 * The promotion a coupon code names (contract §6 Coupons, §8 coupon route): a DEAL or POINT_PERK
 * of the store's merchant (the caller passes only the merchant's) that covers the store, whose
 * code matches ignoring case, and that passes rules 1–7; public promotions match too. Null
 * answers `COUPON_INVALID`.
 */
export function couponPromotion(
  promotions: readonly Promotion[],
  couponCode: string,
  context: ApplicabilityContext,
): Promotion | null {
  const matching = promotions
    .filter(
      (p) =>
        (p.type === 'DEAL' || p.type === 'POINT_PERK') &&
        isCartCoupon(p, couponCode) &&
        baseRefusal(p, context) === null,
    )
    .sort(byCreation);
  return matching[0] ?? null;
}
