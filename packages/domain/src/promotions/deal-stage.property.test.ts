import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLineKind } from '../pricing/discounts';
import type { CartLineInput } from '../pricing/price-cart';
import { identityProblems, MONTREAL, TAX_CONFIGS } from '../pricing/testing';
import { priceCartWithDeals } from './deal-stage';
import type { PromotionEntry } from './entries';
import type { Promotion, PromotionType } from './promotion';
import { promotion } from './testing';

// Random promotions of every kind and flag against random carts (normal lines with add-ons,
// picks and redeem lines naming random promotions, a coupon or none), priced by the real
// priceCart with the deal stage, in a store with two taxes.

const STORE = { id: MONTREAL.id, timeZone: 'America/Toronto' };
const PRODUCTS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
const KINDS = [
  'CART_F',
  'CART_P',
  'ITEMS_P',
  'BOGO',
  'FREE_ITEM',
  'COMBO',
  'BUNDLE',
  'PUNCH_CARD',
  'POINT_PERK',
  'REWARD_ITEM',
] as const;
type Kind = (typeof KINDS)[number];

const cents = fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 200_000 }));
const percent = fc.oneof(
  fc.integer({ min: 1, max: 100 }),
  fc.integer({ min: 1, max: 100_000 }).map((t) => t / 1000),
);
const someProducts = fc.subarray(PRODUCTS, { minLength: 1, maxLength: 3 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const promotionArb = (index: number): fc.Arbitrary<Promotion> =>
  fc
    .record({
      kind: fc.constantFrom<Kind>(...KINDS),
      required: someProducts,
      second: someProducts,
      reward: someProducts,
      groupQuantity: fc.integer({ min: 1, max: 3 }),
      rewardQuantity: fc.integer({ min: 1, max: 3 }),
      amount: fc.integer({ min: 1, max: 20_000 }),
      percent,
      requiredAmount: maybe(fc.integer({ min: 1, max: 20_000 })),
      isMaster: fc.boolean(),
      isAddonCharged: fc.boolean(),
      hidden: fc.boolean(),
      maxRedeem: maybe(fc.integer({ min: 1, max: 5 })),
      limitedStock: maybe(fc.integer({ min: 0, max: 5 })),
      punches: fc.integer({ min: 1, max: 12 }),
      rewardItems: fc.integer({ min: 1, max: 3 }),
    })
    .map((g) => {
      const id = `promo${index}`;
      const type: PromotionType =
        g.kind === 'PUNCH_CARD' || g.kind === 'POINT_PERK' || g.kind === 'REWARD_ITEM' ? g.kind : 'DEAL';
      const requiredAmountCents = g.kind === 'FREE_ITEM' ? (g.requiredAmount ?? 1) : g.requiredAmount;
      const groupOf = (ids: string[], groupIndex: number) =>
        ids.map((productId) => ({ id: productId, groupIndex, quantity: g.groupQuantity }));
      const patch: Partial<Promotion> = {
        CART_F: { discountAmountCents: g.amount, requiredAmountCents },
        CART_P: { discountPercent: g.percent, requiredAmountCents },
        ITEMS_P: { rewardProductList: g.reward.map((r) => ({ id: r })), discountPercent: g.percent },
        BOGO: {
          requiredProductList: groupOf(g.required, 0),
          rewardProductList: g.reward.map((r) => ({ id: r, quantity: g.rewardQuantity })),
          discountPercent: g.percent,
        },
        FREE_ITEM: {
          rewardProductList: g.reward.map((r) => ({ id: r, quantity: g.rewardQuantity })),
          requiredAmountCents,
        },
        COMBO: {
          requiredProductList: [...groupOf(g.required, 0), ...groupOf(g.second, 1)],
          discountAmountCents: g.amount,
        },
        BUNDLE: {
          requiredProductList: [...groupOf(g.required, 0), ...groupOf(g.second, 1)],
          fixedAmountCents: g.amount,
        },
        PUNCH_CARD: {
          requiredProductList: g.required.map((r) => ({ id: r })),
          rewardProductList: g.reward.map((r) => ({ id: r })),
          requiredPunches: g.punches,
          rewardItems: g.rewardItems,
        },
        POINT_PERK: { requiredProductList: g.required.map((r) => ({ id: r })), rewardPoints: g.punches * 10 },
        REWARD_ITEM: { rewardProductList: g.reward.map((r) => ({ id: r })), requiredPoints: g.punches * 100 },
      }[g.kind];
      return promotion({
        id,
        type,
        isMaster: type === 'DEAL' && g.isMaster,
        isAddonCharged: g.isAddonCharged,
        isPublicAvailable: !g.hidden,
        couponCode: g.hidden ? `CODE${index}` : null,
        maxRedeem: type === 'PUNCH_CARD' ? null : g.maxRedeem,
        limitedStock: type === 'PUNCH_CARD' ? null : g.limitedStock,
        storeIds: [STORE.id],
        ...patch,
      });
    });

const lineArb = fc.record({
  kind: fc.constantFrom<CartLineKind>('NORMAL', 'NORMAL', 'NORMAL', 'PICK', 'REDEEM'),
  product: fc.integer({ min: 0, max: PRODUCTS.length - 1 }),
  quantity: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 99 })),
  promotion: fc.integer({ min: 0, max: 7 }),
  /** Picks and redeem lines mostly take a product of their promotion's reward list. */
  onRewardList: fc.oneof(
    { arbitrary: fc.constant(true), weight: 4 },
    { arbitrary: fc.constant(false), weight: 1 },
  ),
  addons: fc.array(fc.record({ priceCents: cents, quantity: fc.integer({ min: 1, max: 3 }) }), {
    maxLength: 2,
  }),
});

const scenarioArb = fc.record({
  prices: fc.array(cents, { minLength: PRODUCTS.length, maxLength: PRODUCTS.length }),
  promotions: fc
    .integer({ min: 1, max: 8 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => promotionArb(i)))),
  lines: fc.array(lineArb, { maxLength: 14 }),
  coupon: maybe(fc.integer({ min: 0, max: 7 })),
  uses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario, pricedLines?: CartLineInput[]) {
  const productOf = (g: Scenario['lines'][number]) => {
    const rewards = s.promotions[g.promotion]?.rewardProductList ?? [];
    const reward = rewards[g.product % Math.max(1, rewards.length)];
    return g.kind !== 'NORMAL' && g.onRewardList && reward ? PRODUCTS.indexOf(reward.id) : g.product;
  };
  const lines: CartLineInput[] = s.lines.map((g, i) => ({
    id: String(i + 1),
    kind: g.kind,
    product: {
      id: PRODUCTS[productOf(g)] as string,
      name: `Product ${productOf(g)}`,
      priceCents: s.prices[productOf(g)] as number,
    },
    quantity: g.quantity,
    promotionId: g.kind === 'NORMAL' ? null : `promo${g.promotion}`,
    addons: g.addons.map((a, j) => ({
      addon: { id: `addon${j}`, name: `Add-on ${j}`, priceCents: a.priceCents },
      quantity: a.quantity,
    })),
  }));
  return priceCartWithDeals(
    { store: MONTREAL, taxConfigs: TAX_CONFIGS, lines: pricedLines ?? lines },
    {
      store: STORE,
      instant: new Date('2026-06-10T16:00:00Z'),
      availableProducts: { has: () => true },
      promotions: s.promotions,
      couponCode: s.coupon === null ? null : `code${s.coupon}`,
      customer: {
        hasEarlierOrder: false,
        usesByPromotion: new Map(s.uses.map((used, i) => [`promo${i}`, used])),
      },
    },
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the deal engine on random carts and promotions', () => {
  it('discounts never exceed what they discount, add up to the entries, and totals never go negative', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const pricing = build(s);
        expect(pricing.result.ok).toBe(true);
        if (!pricing.result.ok) return;
        const cart = pricing.result.cart;
        expect(identityProblems(cart)).toEqual([]);
        expect(cart.totalAmountCents).toBeGreaterThanOrEqual(0);

        // Normal lines: the products' discounts stay within E; every line within its own amounts.
        const normal = cart.items.filter((l) => l.kind === 'NORMAL');
        expect(sum(normal.map((l) => l.totalDiscountAmountCents))).toBeLessThanOrEqual(
          cart.eligibilityAmountCents,
        );
        for (const l of cart.items) {
          expect(l.totalDiscountAmountCents).toBeLessThanOrEqual(l.totalAmountCents);
          for (const a of l.addons)
            expect(a.totalDiscountAmountCents).toBeLessThanOrEqual(a.totalAmountCents);
        }
        expect(cart.discountAmountCents).toBeLessThanOrEqual(cart.subAmountCents);

        // The applied entries account for every cent, add-ons included.
        const applied = cart.appliedPromotions.filter((e: PromotionEntry) => e.list === 'APPLIED');
        expect(sum(applied.map((e) => e.totalDiscountAmountCents))).toBe(cart.discountAmountCents);
        const addonDiscounts = sum(
          cart.items.flatMap((l) => l.addons.map((a) => a.totalDiscountAmountCents)),
        );
        expect(sum(applied.map((e) => e.addonDiscountAmountCents))).toBe(addonDiscounts);
        // Add-ons are discounted only by promotions that do not charge them.
        for (const e of applied) if (e.isAddonCharged) expect(e.addonDiscountAmountCents).toBe(0);

        // Fixed sums are caps; uses respect maxRedeem and limitedStock.
        for (const e of applied) {
          const p = s.promotions.find((q) => q.id === e.id) as Promotion;
          if (e.dealType === 'DEAL_DISCOUNT_CART_F')
            expect(e.totalDiscountAmountCents).toBeLessThanOrEqual(p.discountAmountCents as number);
          if (e.dealType === 'DEAL_MULTI_COMBO')
            expect(e.totalDiscountAmountCents).toBeLessThanOrEqual(
              (p.discountAmountCents as number) * e.timesApplied,
            );
          const used = s.uses[Number(e.id.slice(5))] as number;
          if (p.maxRedeem !== null && e.type !== 'PUNCH_CARD_REDEEM')
            expect(e.isDiscountNotApplicable || e.timesApplied <= p.maxRedeem - used).toBe(true);
          if (p.limitedStock !== null && !e.isDiscountNotApplicable)
            expect(e.timesApplied).toBeLessThanOrEqual(p.limitedStock);
        }

        // What is left of picks and redeem lines belongs to a promotion that applied to them.
        const appliedIds = new Set(applied.map((e) => e.id));
        for (const l of cart.items)
          if (l.kind !== 'NORMAL') expect(appliedIds.has(l.appliedPromotionId as string)).toBe(true);
        expect(pricing.lines).toHaveLength(cart.items.length);
      }),
      { numRuns: 400 },
    );
  });

  it('the lines it keeps are stable: pricing them again changes nothing', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const first = build(s);
        const again = build(s, first.lines);
        expect(again.adjustments).toEqual([]);
        expect(again.result).toEqual(first.result);
      }),
      { numRuns: 200 },
    );
  });
});
