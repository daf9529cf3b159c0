import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentageInThousandths } from '../applied-taxes';
import type { PricingDeliveryRule } from './delivery';
import type { CartLineKind, DiscountStage, LineDiscount } from './discounts';
import type { ItemTaxEntry } from './effective-taxes';
import { type CartLineInput, type PriceCartInput, priceCart } from './price-cart';
import { identityProblems, MONTREAL, TAX, TAX_CONFIGS, TORONTO, VANCOUVER } from './testing';

const TAX_IDS = Object.values(TAX);
const STORES = [TORONTO, MONTREAL, VANCOUVER];

/** No entry, a default entry, or an explicit list (possibly empty: exempt). */
const taxEntries = (storeId: string): fc.Arbitrary<ItemTaxEntry[]> =>
  fc.oneof(
    fc.constant<ItemTaxEntry[]>([]),
    fc.subarray(TAX_IDS).map((taxConfigIds) => [{ storeId, isDefaultStoreTax: true, taxConfigIds }]),
    fc.subarray(TAX_IDS).map((taxConfigIds) => [{ storeId, isDefaultStoreTax: false, taxConfigIds }]),
  );

// Prices up to the catalogue's 100,000.00; quantities 1–99 (contract §5, §8).
const priceCents = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 10_000_000 }));

interface GeneratedLine {
  kind: CartLineKind;
  priceCents: number;
  quantity: number;
  taxes: ItemTaxEntry[];
  addons: { priceCents: number; quantity: number; taxes: ItemTaxEntry[]; discountPermille: number }[];
  discountPermille: number;
  splitDiscount: boolean;
}

const lineArb = (storeId: string): fc.Arbitrary<GeneratedLine> =>
  fc.record({
    kind: fc.constantFrom<CartLineKind>('NORMAL', 'NORMAL', 'PICK', 'REDEEM'),
    priceCents,
    quantity: fc.integer({ min: 1, max: 99 }),
    taxes: taxEntries(storeId),
    addons: fc.array(
      fc.record({
        priceCents,
        quantity: fc.integer({ min: 1, max: 5 }),
        taxes: taxEntries(storeId),
        discountPermille: fc.integer({ min: 0, max: 1000 }),
      }),
      { maxLength: 4 },
    ),
    discountPermille: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1000 })),
    splitDiscount: fc.boolean(),
  });

const ruleArb: fc.Arbitrary<PricingDeliveryRule> = fc.record({
  id: fc.uuid(),
  distance: fc.constantFrom(1, 3, 5, 8, 10),
  minAmountCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
  priceCents: fc.integer({ min: 0, max: 2_000 }),
  status: fc.constantFrom<PricingDeliveryRule['status']>('ACTIVE', 'ACTIVE', 'INACTIVE', 'DELETED'),
  isDefaultStoreTax: fc.boolean(),
  taxConfigIds: fc.subarray(TAX_IDS),
});

const CATCH_ALL: PricingDeliveryRule = {
  id: 'catch-all',
  distance: 12,
  minAmountCents: 0,
  priceCents: 499,
  status: 'ACTIVE',
  isDefaultStoreTax: true,
  taxConfigIds: [],
};

const cartArb = fc.constantFrom(...STORES).chain((store) =>
  fc.record({
    store: fc.constant(store),
    lines: fc.array(lineArb(store.id), { maxLength: 20 }),
    delivery: fc.oneof(
      fc.constant(null),
      fc.record({
        distanceKm: fc.integer({ min: 0, max: 1200 }).map((hundredths) => hundredths / 100),
        // Often a catch-all rule, so most deliveries find one and some do not.
        rules: fc
          .tuple(fc.array(ruleArb, { maxLength: 6 }), fc.boolean())
          .map(([rules, catchAll]) =>
            catchAll ? [...rules, { ...CATCH_ALL, taxConfigIds: [...CATCH_ALL.taxConfigIds] }] : rules,
          ),
      }),
      fc.record({ distanceKm: fc.constant(2), rules: fc.array(ruleArb, { maxLength: 6 }) }),
    ),
    globalPoints: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      {
        arbitrary: fc.record({
          used: fc.oneof(
            { arbitrary: fc.integer({ min: 0, max: 2 }).map((steps) => steps * 10_000), weight: 4 },
            { arbitrary: fc.integer({ min: -20_000, max: 60_000 }), weight: 1 },
          ),
          balance: fc.option(fc.integer({ min: 0, max: 60_000 })),
        }),
        weight: 2,
      },
    ),
    serviceFee: fc.record({
      amountCents: fc.integer({ min: 0, max: 1_000 }),
      thresholdCents: fc.integer({ min: 0, max: 5_000 }),
    }),
  }),
);

type Generated = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

/** Discounts of up to 100% of each line and add-on, sometimes split over two entries. */
function build(generated: Generated): PriceCartInput<unknown> {
  const lines: CartLineInput[] = generated.lines.map((g, i) => ({
    id: String(i + 1),
    kind: g.kind,
    product: { id: `p${i}`, name: `Product ${i}`, priceCents: g.priceCents, productTaxConfigs: g.taxes },
    quantity: g.quantity,
    promotionId: g.kind === 'NORMAL' ? null : `promo${i}`,
    addons: g.addons.map((a, j) => ({
      addon: { id: `a${i}-${j}`, name: `Add-on ${j}`, priceCents: a.priceCents, productTaxConfigs: a.taxes },
      quantity: a.quantity,
    })),
  }));
  const discounts: DiscountStage<unknown> = (context) => {
    const lineDiscounts: LineDiscount[] = [];
    context.lines.forEach((line, i) => {
      const g = generated.lines[i] as GeneratedLine;
      const product = Math.floor((line.totalAmountCents * g.discountPermille) / 1000);
      const addonCents = line.addons.map((a, j) =>
        Math.floor((a.totalAmountCents * (g.addons[j]?.discountPermille ?? 0)) / 1000),
      );
      if (g.splitDiscount) {
        const half = Math.floor(product / 2);
        lineDiscounts.push({ lineId: line.lineId, productCents: half, appliedPromotionId: 'one' });
        lineDiscounts.push({ lineId: line.lineId, productCents: product - half, addonCents });
      } else {
        lineDiscounts.push({ lineId: line.lineId, productCents: product, addonCents });
      }
    });
    return { lineDiscounts, appliedPromotions: [] };
  };
  return { ...generated, taxConfigs: TAX_CONFIGS, lines, discounts };
}

/** The contract's integer formula, independently: floor((b·m + 50000) / 100000). */
const expectedTax = (base: number, percentage: number) =>
  Number((BigInt(base) * BigInt(percentageInThousandths(percentage)) + 50_000n) / 100_000n);

describe('priceCart on random carts', () => {
  it('parts add up exactly to the total and no amount is negative', () => {
    fc.assert(
      fc.property(cartArb, (generated) => {
        const input = build(generated);
        const result = priceCart(input);
        if (!result.ok) {
          const { code } = result.refusal;
          if (code === 'DELIVERY_RULE_NOT_FOUND') {
            expect(input.delivery).toBeTruthy();
          } else {
            expect(input.globalPoints).toBeTruthy();
          }
          return;
        }
        const cart = result.cart;
        expect(identityProblems(cart)).toEqual([]);

        // Every line and add-on tax is the contract's per-line half-up, none of them zero.
        const groups = new Map<string, number>();
        for (const line of cart.items) {
          const entries = [
            { base: line.totalAmountCents - line.totalDiscountAmountCents, taxes: line.appliedTaxes },
            ...line.addons.map((a) => ({
              base: a.totalAmountCents - a.totalDiscountAmountCents,
              taxes: a.appliedTaxes,
            })),
          ];
          for (const { base, taxes } of entries) {
            for (const tax of taxes) {
              expect(tax.taxAmountCents).toBe(expectedTax(base, tax.taxPercentage));
              expect(tax.taxAmountCents).toBeGreaterThan(0);
              const key = `${tax.taxType}|${tax.taxPercentage}`;
              groups.set(key, (groups.get(key) ?? 0) + tax.taxAmountCents);
            }
          }
        }
        expect(
          new Map(cart.appliedTaxes.map((t) => [`${t.taxType}|${t.taxPercentage}`, t.taxAmountCents])),
        ).toEqual(groups);

        // Service fee, earned points and delivery follow N.
        const net = cart.subAmountCents - cart.discountAmountCents;
        const fee = generated.serviceFee;
        expect(cart.serviceFeeCents).toBe(net > 0 && net < fee.thresholdCents ? fee.amountCents : 0);
        expect(cart.earnedGlobalPoints).toBe(Math.floor(net / 10));
        expect(cart.globalPointsEquivalentAmountCents).toBeLessThanOrEqual(net);
        if (cart.delivery) {
          const rule = input.delivery?.rules.find((r) => r.id === cart.delivery?.deliveryRuleId);
          expect(rule?.status).toBe('ACTIVE');
          expect(rule!.distance).toBeGreaterThanOrEqual(cart.delivery.distanceKm);
          expect(rule!.minAmountCents).toBeLessThanOrEqual(net);
          for (const tax of cart.delivery.deliveryAppliedTaxes) {
            expect(tax.taxAmountCents).toBe(expectedTax(rule!.priceCents, tax.taxPercentage));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a refused delivery means no active rule reaches the distance with a minimum ≤ N', () => {
    fc.assert(
      fc.property(cartArb, (generated) => {
        const input = build({ ...generated, globalPoints: null });
        const result = priceCart(input);
        if (result.ok || !input.delivery) return;
        const { cart } = priceCart({ ...input, delivery: null }) as {
          ok: true;
          cart: { subAmountCents: number; discountAmountCents: number };
        };
        const net = cart.subAmountCents - cart.discountAmountCents;
        const reachable = input.delivery.rules.filter(
          (r) => r.status === 'ACTIVE' && r.distance >= input.delivery!.distanceKm && r.minAmountCents <= net,
        );
        expect(reachable).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
