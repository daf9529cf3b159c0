// Fixtures shared by the promotions tests (not exported from the package).
import { expect } from 'vitest';
import type { CartLineInput, PricedCart, PricingItem } from '../pricing/price-cart';
import { identityProblems, item, TAX_CONFIGS } from '../pricing/testing';
import type { ApplicabilityContext } from './applicability';
import { type DealPricing, priceCartWithDeals } from './deal-stage';
import type { PromotionEntry, PromotionList } from './entries';
import type { DealSetup } from './evaluate-deals';
import type { Promotion } from './promotion';
import { STORE } from './promotion-fixture';

const PRICING_STORE = { id: STORE.id, taxConfigIds: [] as string[] };

/** A Wednesday noon in Toronto (2026-06-10 16:00Z), inside any daytime window. */
export const NOON = new Date('2026-06-10T16:00:00Z');

/** Untaxed (the store has no taxes): amounts alone. */
export const product = (id: string, cents: number, name = id): PricingItem => item(id, cents, [], name);

/** Every product available. */
export const ALL_AVAILABLE = { has: () => true };

export function context(patch: Partial<ApplicabilityContext> = {}): ApplicabilityContext {
  return { store: STORE, instant: NOON, availableProducts: ALL_AVAILABLE, ...patch };
}

export const setup = (promotions: Promotion[], patch: Partial<DealSetup> = {}): DealSetup => ({
  ...context(),
  promotions,
  ...patch,
});

export interface Priced extends DealPricing {
  cart: PricedCart<PromotionEntry>;
  applied: PromotionEntry[];
  suggested: PromotionEntry[];
  toBeApplied: PromotionEntry[];
  /** Discount per line id (product, then add-ons). */
  discounts: Record<string, number>;
}

const listOf = (cart: PricedCart<PromotionEntry>, list: PromotionList) =>
  cart.appliedPromotions.filter((entry) => entry.list === list);

/** Prices lines with the deal engine and checks the contract's identities. */
export function price(
  lines: CartLineInput[],
  promotions: Promotion[],
  patch: Partial<DealSetup> = {},
): Priced {
  const pricing = priceCartWithDeals(
    { store: PRICING_STORE, taxConfigs: TAX_CONFIGS, lines },
    setup(promotions, patch),
  );
  if (!pricing.result.ok) throw new Error(`refused: ${pricing.result.refusal.code}`);
  const cart = pricing.result.cart;
  expect(identityProblems(cart)).toEqual([]);
  const discounts: Record<string, number> = {};
  for (const l of cart.items)
    discounts[l.id] =
      l.totalDiscountAmountCents + l.addons.reduce((s, a) => s + a.totalDiscountAmountCents, 0);
  return {
    ...pricing,
    cart,
    applied: listOf(cart, 'APPLIED'),
    suggested: listOf(cart, 'SUGGESTED'),
    toBeApplied: listOf(cart, 'TO_BE_APPLIED'),
    discounts,
  };
}

/** The applied entries' ids, in the order they applied. */
export const appliedIds = (priced: Priced) => priced.applied.map((entry) => entry.id);

export type { CartLineInput };
export { promotion, STORE } from './promotion-fixture';
