import { describe, expect, it } from 'vitest';
import type { AppliedTaxCents } from '../applied-taxes';
import { deliveryDistanceKm } from './delivery';
import type { DiscountContext, DiscountStage, LineDiscount } from './discounts';
import { effectiveTaxConfigIds } from './effective-taxes';
import { type CartLineInput, type PriceCartInput, type PricedCart, priceCart } from './price-cart';
import {
  addon,
  identityProblems,
  item,
  line,
  MONTREAL,
  rule,
  TAX,
  TAX_CONFIGS,
  TORONTO,
  taxedWith,
  VANCOUVER,
} from './testing';
import { cartAmountsInDollars, orderAmountsInDollars } from './wire';

type Input = Omit<PriceCartInput<unknown>, 'store' | 'taxConfigs'> & Partial<PriceCartInput<unknown>>;

/** Prices with the seeded Canadian taxes (Toronto unless given) and checks the identities. */
function price(input: Input): PricedCart<unknown> {
  const result = priceCart<unknown>({ store: TORONTO, taxConfigs: TAX_CONFIGS, ...input });
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  expect(identityProblems(result.cart)).toEqual([]);
  return result.cart;
}

const taxes = (list: readonly AppliedTaxCents[]) =>
  list.map((t) => [t.taxType, t.taxPercentage, t.taxAmountCents]);

/** A stage that gives fixed discounts, and remembers what it saw. */
function fixedDiscounts(discounts: LineDiscount[], appliedPromotions: unknown[] = []) {
  const seen: DiscountContext[] = [];
  const stage: DiscountStage<unknown> = (context) => {
    seen.push(context);
    return { lineDiscounts: discounts, appliedPromotions };
  };
  return { stage, seen };
}

/** Tax exempt everywhere: isolates amounts from taxes. */
const exempt = (id: string, cents: number) =>
  item(id, cents, [taxedWith(TORONTO.id), taxedWith(MONTREAL.id), taxedWith(VANCOUVER.id)]);

describe('priceCart: the contract §8 example', () => {
  it('Latte 4.50 × 2 with oat milk, 0.90 off the latte, HST 13 → 10.28', () => {
    const latte = line(item('latte', 450, [], 'Latte'), 2, [addon(item('oat', 50, [], 'Oat milk'))]);
    const { stage } = fixedDiscounts([{ lineId: latte.id, productCents: 90, appliedPromotionId: 'deal' }]);
    const cart = price({ lines: [latte], discounts: stage });
    const wire = cartAmountsInDollars(cart);
    expect(wire).toMatchObject({
      isCartEmpty: false,
      cartItemCount: 1,
      subAmountProducts: 9,
      subAmount: 10,
      discountAmount: 0.9,
      appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.18 }],
      taxAmount: 1.18,
      serviceFee: 0,
      totalAmount: 10.28,
      earnedGlobalPoints: 91,
    });
    expect(wire.items[0]).toMatchObject({
      id: latte.id,
      productName: 'Latte',
      price: 4.5,
      quantity: 2,
      totalAmount: 9,
      totalAddonAmount: 1,
      totalDiscountAmount: 0.9,
      appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.05 }],
      addons: [
        {
          productId: 'oat',
          productName: 'Oat milk',
          price: 0.5,
          quantity: 1,
          totalAmount: 1,
          totalDiscountAmount: 0,
          appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.13 }],
        },
      ],
      isFreeItem: false,
      isRedeem: false,
      appliedPromotionId: 'deal',
    });
  });
});

describe('priceCart: taxes per store', () => {
  const plain = item('plain', 1000);
  const sandwich = item('sandwich', 699);
  it.each([
    ['Ontario: HST 13', TORONTO, plain, [['HST', 13, 130]], 1130],
    [
      'Quebec: GST 5 + QST 9.975 (99.75 rounds up)',
      MONTREAL,
      plain,
      [
        ['GST', 5, 50],
        ['QST', 9.975, 100],
      ],
      1150,
    ],
    [
      'Quebec on 6.99: GST 34.95 → 35, QST 69.725… → 70',
      MONTREAL,
      sandwich,
      [
        ['GST', 5, 35],
        ['QST', 9.975, 70],
      ],
      804,
    ],
    [
      'British Columbia: GST 5 + PST 7',
      VANCOUVER,
      plain,
      [
        ['GST', 5, 50],
        ['PST', 7, 70],
      ],
      1120,
    ],
  ])('%s', (_name, store, product, expected, total) => {
    const cart = price({ store, lines: [line(product, 1)] });
    expect(taxes(cart.items[0]!.appliedTaxes)).toEqual(expected);
    expect(taxes(cart.appliedTaxes)).toEqual(expected);
    expect(cart.totalAmountCents).toBe(total);
  });

  // Exempt in Ontario, GST only in Quebec, no entry for British Columbia.
  const mixed = item('mixed', 1000, [taxedWith(TORONTO.id), taxedWith(MONTREAL.id, TAX.GST_QC)]);
  it.each([
    ['an empty explicit list is exempt', TORONTO, mixed, [], 1000],
    ['an explicit list replaces the store taxes', MONTREAL, mixed, [['GST', 5, 50]], 1050],
    [
      'no entry for the store: the store taxes',
      VANCOUVER,
      mixed,
      [
        ['GST', 5, 50],
        ['PST', 7, 70],
      ],
      1120,
    ],
    [
      'isDefaultStoreTax true ignores its listed ids',
      TORONTO,
      item('listed', 1000, [
        { storeId: TORONTO.id, isDefaultStoreTax: true, taxConfigIds: [TAX.GST_CANADA] },
      ]),
      [['HST', 13, 130]],
      1130,
    ],
  ])('%s', (_name, store, product, expected, total) => {
    const cart = price({ store, lines: [line(product, 1)] });
    expect(taxes(cart.items[0]!.appliedTaxes)).toEqual(expected);
    expect(cart.totalAmountCents).toBe(total);
  });

  it('effectiveTaxConfigIds reads the entry for the store only', () => {
    const entries = [taxedWith(MONTREAL.id, TAX.GST_QC)];
    expect(effectiveTaxConfigIds(entries, MONTREAL.id, MONTREAL.taxConfigIds)).toEqual([TAX.GST_QC]);
    expect(effectiveTaxConfigIds(entries, TORONTO.id, TORONTO.taxConfigIds)).toEqual([TAX.HST_ON]);
    expect(effectiveTaxConfigIds(null, TORONTO.id, TORONTO.taxConfigIds)).toEqual([TAX.HST_ON]);
  });

  it('a tax id listed twice is charged once', () => {
    const cart = price({
      lines: [line(item('twice', 1000, [taxedWith(TORONTO.id, TAX.HST_ON, TAX.HST_ON)]), 1)],
    });
    expect(taxes(cart.appliedTaxes)).toEqual([['HST', 13, 130]]);
  });

  it('an unknown tax configuration is a data error', () => {
    expect(() =>
      priceCart({
        store: { id: 'x', taxConfigIds: ['404'] },
        taxConfigs: TAX_CONFIGS,
        lines: [line(item('a', 100), 1)],
      }),
    ).toThrow('Unknown tax configuration 404.');
  });
});

describe('priceCart: add-ons', () => {
  it('are priced per product unit and taxed with their own configuration', () => {
    const burger = line(item('burger', 1200), 3, [
      addon(item('cheese', 75, [taxedWith(TORONTO.id)]), 2),
      addon(item('bacon', 150, [taxedWith(TORONTO.id, TAX.GST_CANADA)]), 1),
    ]);
    const cart = price({ lines: [burger] });
    const [priced] = cart.items;
    expect(priced!.totalAmountCents).toBe(3600);
    expect(taxes(priced!.appliedTaxes)).toEqual([['HST', 13, 468]]);
    expect(priced!.addons.map((a) => [a.addonId, a.totalAmountCents, taxes(a.appliedTaxes)])).toEqual([
      ['cheese', 450, []],
      ['bacon', 450, [['GST', 5, 23]]], // 22.5 rounds up
    ]);
    expect(priced!.totalAddonAmountCents).toBe(900);
    expect(cart.subAmountProductsCents).toBe(3600);
    expect(cart.subAmountCents).toBe(4500);
    expect(taxes(cart.appliedTaxes)).toEqual([
      ['HST', 13, 468],
      ['GST', 5, 23],
    ]);
    expect(cart.totalAmountCents).toBe(4991);
  });

  it('keep their group and default to the store taxes', () => {
    const cart = price({
      lines: [line(item('tea', 300), 1, [{ addon: item('honey', 40), quantity: 1, addonGroupId: 'sweet' }])],
    });
    expect(cart.items[0]!.addons[0]).toMatchObject({
      addonGroupId: 'sweet',
      appliedTaxes: [{ taxAmountCents: 5 }],
    });
  });
});

describe('priceCart: rounding steps', () => {
  it('taxes each line, then sums without re-rounding (3 × 1.3¢ → 3¢, not 4¢)', () => {
    const dime = item('dime', 10);
    const cart = price({ lines: [line(dime, 1), line(dime, 1), line(dime, 1)] });
    expect(cart.items.map((l) => taxes(l.appliedTaxes))).toEqual([
      [['HST', 13, 1]],
      [['HST', 13, 1]],
      [['HST', 13, 1]],
    ]);
    expect(cart.taxAmountCents).toBe(3);
    expect(cart.totalAmountCents).toBe(30 + 3 + 50); // with the service fee: N = 0.30
  });

  it('taxes a line on its total, not per unit (3 × 0.10 → 3.9¢ → 4¢)', () => {
    const cart = price({ lines: [line(item('dime', 10), 3)] });
    expect(cart.taxAmountCents).toBe(4);
  });

  it('taxes an add-on entry on its total, not per unit (0.10 × 3 per unit → 4¢)', () => {
    const cart = price({ lines: [line(item('free', 0), 1, [addon(item('shot', 10), 3)])] });
    expect(taxes(cart.items[0]!.addons[0]!.appliedTaxes)).toEqual([['HST', 13, 4]]);
  });

  it.each([
    ['HST on 0.50 = 6.5¢ rounds half up', TORONTO, 50, [['HST', 13, 7]]],
    ['HST on 0.49 = 6.37¢ rounds down', TORONTO, 49, [['HST', 13, 6]]],
    [
      'QST on 2.00 = 19.95¢ rounds up',
      MONTREAL,
      200,
      [
        ['GST', 5, 10],
        ['QST', 9.975, 20],
      ],
    ],
    [
      'GST on 0.10 = 0.5¢ rounds up; QST 0.9975¢ → 1¢',
      MONTREAL,
      10,
      [
        ['GST', 5, 1],
        ['QST', 9.975, 1],
      ],
    ],
    ['GST on 0.09 = 0.45¢ → 0 is omitted; QST 0.89775¢ → 1¢', MONTREAL, 9, [['QST', 9.975, 1]]],
    ['a free product has no taxes', TORONTO, 0, []],
  ])('%s', (_name, store, cents, expected) => {
    const cart = price({ store, lines: [line(item('x', cents), 1)] });
    expect(taxes(cart.items[0]!.appliedTaxes)).toEqual(expected);
  });

  it('taxes what is left after the line discount', () => {
    const l = line(item('meal', 1000), 1, [addon(item('side', 100))]);
    const { stage } = fixedDiscounts([{ lineId: l.id, productCents: 150, addonCents: [25] }]);
    const cart = price({ lines: [l], discounts: stage });
    expect(taxes(cart.items[0]!.appliedTaxes)).toEqual([['HST', 13, 111]]); // 850 × 13% = 110.5
    expect(taxes(cart.items[0]!.addons[0]!.appliedTaxes)).toEqual([['HST', 13, 10]]); // 75 × 13% = 9.75
  });

  it('groups cart taxes by (taxType, taxPercentage): two GST 5 configurations make one entry', () => {
    const cart = price({
      store: MONTREAL,
      lines: [
        line(item('plate', 1000), 1, [addon(item('wine', 200, [taxedWith(MONTREAL.id, TAX.GST_CANADA)]))]),
      ],
    });
    expect(taxes(cart.items[0]!.appliedTaxes)).toEqual([
      ['GST', 5, 50],
      ['QST', 9.975, 100],
    ]);
    expect(taxes(cart.items[0]!.addons[0]!.appliedTaxes)).toEqual([['GST', 5, 10]]);
    expect(taxes(cart.appliedTaxes)).toEqual([
      ['GST', 5, 60],
      ['QST', 9.975, 100],
    ]);
    expect(cart.totalAmountCents).toBe(1360);
  });

  it.each([
    [910, 91],
    [19, 1],
    [9, 0],
    [0, 0],
  ])('earnedGlobalPoints for N = %s¢ is floor(10 × N$) = %s', (cents, points) => {
    expect(price({ lines: cents ? [line(exempt('x', cents), 1)] : [] }).earnedGlobalPoints).toBe(points);
  });
});

describe('priceCart: service fee (default 0.50 when 0 < N < 5.00)', () => {
  it.each([
    ['an empty cart', 0, 0, 0, 0],
    ['N = 0.01', 1, 0, 50, 51],
    ['N = 4.99, just below', 499, 0, 50, 549],
    ['N = 5.00, at the threshold', 500, 0, 0, 500],
    ['N = 5.01, above', 501, 0, 0, 501],
    ['a discount takes N below the threshold (6.00 − 1.50)', 600, 150, 50, 500],
    ['fully discounted: N = 0', 300, 300, 0, 0],
  ])('%s → fee %s', (_name, cents, discount, fee, total) => {
    const lines = cents ? [line(exempt('x', cents), 1)] : [];
    const stage = fixedDiscounts(discount ? [{ lineId: lines[0]!.id, productCents: discount }] : []).stage;
    const cart = price({ lines, discounts: stage });
    expect(cart.serviceFeeCents).toBe(fee);
    expect(cart.totalAmountCents).toBe(total);
  });

  it('is not taxed', () => {
    const cart = price({ lines: [line(item('x', 400), 1)] });
    expect([cart.taxAmountCents, cart.serviceFeeCents, cart.totalAmountCents]).toEqual([52, 50, 502]);
  });

  it.each([
    [999, 99],
    [1000, 0],
  ])('follows the configured terms (0.99 below 10.00): N = %s → %s', (cents, fee) => {
    const cart = price({
      lines: [line(exempt('x', cents), 1)],
      serviceFee: { amountCents: 99, thresholdCents: 1000 },
    });
    expect(cart.serviceFeeCents).toBe(fee);
  });
});

describe('priceCart: delivery', () => {
  const rules = [
    rule('near', 3, 0, 299),
    rule('near-free', 3, 3000, 0),
    rule('far', 8, 0, 599, { isDefaultStoreTax: false, taxConfigIds: [] }),
    rule('far-big', 8, 5000, 100, { isDefaultStoreTax: false, taxConfigIds: [TAX.GST_CANADA] }),
    rule('inactive', 10, 0, 999, undefined, 'INACTIVE'),
    rule('deleted', 20, 0, 999, undefined, 'DELETED'),
  ];
  it.each([
    ['at distance 0', 0, 1000, 0, 'near', 299, [['HST', 13, 39]], false],
    ['exactly at 3 km', 3, 1000, 0, 'near', 299, [['HST', 13, 39]], false],
    ['just beyond 3 km (3.01): the next distance', 3.01, 1000, 0, 'far', 599, [], true],
    ['exactly at 8 km', 8, 1000, 0, 'far', 599, [], true],
    ['minimum not reached (29.99)', 2, 2999, 0, 'near', 299, [['HST', 13, 39]], false],
    ['exactly the minimum (30.00): the highest minimum wins', 2, 3000, 0, 'near-free', 0, [], false],
    [
      'a discount takes N below the minimum (31.00 − 1.01)',
      2,
      3100,
      101,
      'near',
      299,
      [['HST', 13, 39]],
      false,
    ],
    [
      'the far rule with a minimum of 50.00 and its own GST',
      5,
      5000,
      0,
      'far-big',
      100,
      [['GST', 5, 5]],
      false,
    ],
    ['the far rule at 49.99', 5, 4999, 0, 'far', 599, [], true],
  ])('%s → %s', (_name, distanceKm, cents, discount, ruleId, priceCents, deliveryTaxes, isExempt) => {
    const lines = [line(exempt('x', cents), 1)];
    const stage = fixedDiscounts(discount ? [{ lineId: lines[0]!.id, productCents: discount }] : []).stage;
    const cart = price({ lines, discounts: stage, delivery: { distanceKm, rules } });
    const delivery = cart.delivery!;
    expect(delivery.deliveryRuleId).toBe(ruleId);
    expect(delivery.distanceKm).toBe(distanceKm);
    expect(delivery.deliveryPriceCents).toBe(priceCents);
    expect(taxes(delivery.deliveryAppliedTaxes)).toEqual(deliveryTaxes);
    expect(delivery.isDeliveryPriceTaxExempt).toBe(isExempt);
    const deliveryTaxCents = deliveryTaxes.reduce((sum, t) => sum + (t[2] as number), 0);
    expect(delivery.totalDeliveryAmountCents).toBe(priceCents + deliveryTaxCents);
    // Delivery taxes stay out of the cart's appliedTaxes; the total includes them.
    expect(cart.appliedTaxes).toEqual([]);
    expect(cart.totalAmountCents).toBe(cents - discount + priceCents + deliveryTaxCents);
  });

  it.each([
    ['beyond every active rule (8.01 km; only inactive and deleted rules further)', 8.01, rules],
    ['a store without rules', 1, []],
  ])('%s → DELIVERY_RULE_NOT_FOUND', (_name, distanceKm, storeRules) => {
    const result = priceCart({
      store: TORONTO,
      taxConfigs: TAX_CONFIGS,
      lines: [line(item('x', 1000), 1)],
      delivery: { distanceKm, rules: storeRules },
    });
    expect(result).toEqual({
      ok: false,
      refusal: { code: 'DELIVERY_RULE_NOT_FOUND', message: 'No matching delivery rule found.' },
    });
  });

  it.each([
    [50, [['HST', 13, 7]]], // 6.5¢ rounds half up
    [49, [['HST', 13, 6]]], // 6.37¢
    [3, []], // 0.39¢ → 0, omitted
  ])('delivery taxes are halfUp(price × pct / 100) on the rule price: %s¢ → %j', (priceCents, expected) => {
    const cart = price({
      lines: [line(exempt('x', 1000), 1)],
      delivery: { distanceKm: 1, rules: [rule('only', 5, 0, priceCents)] },
    });
    expect(taxes(cart.delivery!.deliveryAppliedTaxes)).toEqual(expected);
    expect(cart.delivery!.isDeliveryPriceTaxExempt).toBe(false);
  });

  it('an order without delivery has price 0, no delivery taxes and no distance', () => {
    const cart = price({ lines: [line(item('x', 1000), 1)] });
    expect(cart.delivery).toBeNull();
    expect(orderAmountsInDollars(cart)).toMatchObject({
      deliveryDistance: null,
      deliveryPrice: 0,
      deliveryAppliedTaxes: [],
      isDeliveryPriceTaxExempt: false,
      totalAmount: 11.3,
    });
  });

  it('a delivery order carries its figures in dollars', () => {
    const cart = price({ lines: [line(item('x', 1000), 1)], delivery: { distanceKm: 2.5, rules } });
    expect(orderAmountsInDollars(cart)).toMatchObject({
      deliveryDistance: 2.5,
      deliveryPrice: 2.99,
      deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.39 }],
      isDeliveryPriceTaxExempt: false,
      appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.3 }],
      totalAmount: 14.68,
    });
  });

  it('deliveryDistanceKm: great-circle with 2 decimals when the address has a location, else the stated one', () => {
    const store = { lat: 43.6534, lng: -79.3839 };
    expect(deliveryDistanceKm(store, { lat: 43.6534, lng: -79.3839 }, 7)).toBe(0);
    expect(deliveryDistanceKm(store, { lat: 43.6624, lng: -79.3839 }, 7)).toBe(1); // 0.009° of latitude ≈ 1.0007 km
    expect(deliveryDistanceKm(store, null, 4.25)).toBe(4.25);
    expect(deliveryDistanceKm(store, undefined, undefined)).toBeNull();
  });
});

describe('priceCart: global points (checkout)', () => {
  // N = 25.00: at most 20,000 points.
  it.each([
    [0, undefined, 0, 2500],
    [10_000, undefined, 1000, 1500],
    [20_000, undefined, 2000, 500],
    [20_000, 20_000, 2000, 500],
  ])('%s points (balance %s) are worth %s¢ → total %s¢', (used, balance, worth, total) => {
    const cart = price({ lines: [line(exempt('x', 2500), 1)], globalPoints: { used, balance } });
    expect(cart.globalPointsUsed).toBe(used);
    expect(cart.globalPointsEquivalentAmountCents).toBe(worth);
    expect(cart.totalAmountCents).toBe(total);
    expect(cart.earnedGlobalPoints).toBe(250);
  });

  it.each([
    ['not a multiple of 10,000', 15_000, 2500, undefined, 'GLOBAL_POINTS_INVALID_AMOUNT'],
    ['negative', -10_000, 2500, undefined, 'GLOBAL_POINTS_INVALID_AMOUNT'],
    ['fractional', 10_000.5, 2500, undefined, 'GLOBAL_POINTS_INVALID_AMOUNT'],
    ['invalid is checked before the maximum', 15_000, 999, undefined, 'GLOBAL_POINTS_INVALID_AMOUNT'],
    ['above 10,000 × floor(N / $10)', 30_000, 2500, undefined, 'GLOBAL_POINTS_OVER_MAXIMUM'],
    ['any points under $10', 10_000, 999, undefined, 'GLOBAL_POINTS_OVER_MAXIMUM'],
    ['the maximum is checked before the balance', 30_000, 2500, 0, 'GLOBAL_POINTS_OVER_MAXIMUM'],
    ['above the balance', 20_000, 2500, 10_000, 'GLOBAL_POINTS_INSUFFICIENT'],
  ])('%s → %s', (_name, used, cents, balance, code) => {
    const result = priceCart({
      store: TORONTO,
      taxConfigs: TAX_CONFIGS,
      lines: [line(exempt('x', cents), 1)],
      globalPoints: { used, balance },
    });
    expect(result.ok ? null : result.refusal.code).toBe(code);
  });
});

describe('priceCart: line kinds and counts', () => {
  it('counts picks and redeem lines in the sums, E from normal lines only', () => {
    const normal = line(exempt('a', 500), 2);
    const pick = line(exempt('b', 300), 1, [], { kind: 'PICK', promotionId: 'bogo' });
    const redeem = line(exempt('c', 400), 1, [addon(exempt('d', 100))], {
      kind: 'REDEEM',
      promotionId: 'punch',
    });
    const { stage, seen } = fixedDiscounts(
      [
        { lineId: normal.id, productCents: 0, appliedPromotionId: 'deal' },
        { lineId: pick.id, productCents: 300 },
        { lineId: redeem.id, productCents: 400 },
      ],
      [{ id: 'deal' }, { id: 'punch', isRedeem: true }],
    );
    const cart = price({ lines: [normal, pick, redeem], discounts: stage });
    expect(seen[0]).toMatchObject({
      storeId: TORONTO.id,
      eligibilityAmountCents: 1000,
      subAmountCents: 1800,
    });
    expect(seen[0]!.lines.map((l) => [l.kind, l.promotionId, l.totalAmountCents])).toEqual([
      ['NORMAL', null, 1000],
      ['PICK', 'bogo', 300],
      ['REDEEM', 'punch', 400],
    ]);
    expect(cart.eligibilityAmountCents).toBe(1000);
    expect(cart.cartItemCount).toBe(2);
    expect(cart.numberOfItems).toBe(4);
    expect(cart.items.map((l) => [l.isFreeItem, l.isRedeem, l.appliedPromotionId])).toEqual([
      [false, false, 'deal'],
      [true, false, 'bogo'],
      [false, true, 'punch'],
    ]);
    expect(cart.discountAmountCents).toBe(700);
    expect(cart.totalAmountCents).toBe(1100);
    expect(cart.appliedPromotions).toEqual([{ id: 'deal' }, { id: 'punch', isRedeem: true }]);
    const wire = cartAmountsInDollars(cart);
    expect(wire.toBeAppliedItems).toEqual({ bogo: wire.items[1] });
  });

  it('adds several discounts on one line; the first promotion id names it', () => {
    const l = line(item('x', 1000), 1);
    const { stage } = fixedDiscounts([
      { lineId: l.id, productCents: 100, appliedPromotionId: 'first' },
      { lineId: l.id, productCents: 50, appliedPromotionId: 'second' },
    ]);
    const cart = price({ lines: [l], discounts: stage });
    expect(cart.items[0]).toMatchObject({ totalDiscountAmountCents: 150, appliedPromotionId: 'first' });
  });

  it('without a stage nothing is discounted', () => {
    const cart = price({ lines: [line(item('x', 1000), 2, [addon(item('y', 100))])] });
    expect(cart.discountAmountCents).toBe(0);
    expect(cart.appliedPromotions).toEqual([]);
    expect(cart.items[0]!.appliedPromotionId).toBeNull();
  });

  it('an empty cart', () => {
    const cart = price({ lines: [] });
    expect(cart).toMatchObject({
      isCartEmpty: true,
      cartItemCount: 0,
      numberOfItems: 0,
      totalAmountCents: 0,
    });
  });
});

describe('priceCart: refuses broken input', () => {
  const l = line(item('x', 1000), 1, [addon(item('y', 100))]);
  it.each<[string, LineDiscount[], string]>([
    ['a discount above the line', [{ lineId: l.id, productCents: 1001 }], 'discounted below 0'],
    [
      'two discounts above the line together',
      [
        { lineId: l.id, productCents: 600 },
        { lineId: l.id, productCents: 401 },
      ],
      'discounted below 0',
    ],
    [
      'a discount above an add-on',
      [{ lineId: l.id, productCents: 0, addonCents: [101] }],
      'discounted below 0',
    ],
    ['a negative discount', [{ lineId: l.id, productCents: -1 }], 'whole number of cents'],
    ['a fractional discount', [{ lineId: l.id, productCents: 0.5 }], 'whole number of cents'],
    ['an unknown line', [{ lineId: 'nope', productCents: 1 }], 'unknown line'],
    [
      'more add-on discounts than add-ons',
      [{ lineId: l.id, productCents: 0, addonCents: [1, 1] }],
      'has 1 add-ons',
    ],
  ])('%s', (_name, discounts, message) => {
    expect(() => price({ lines: [l], discounts: fixedDiscounts(discounts).stage })).toThrow(message);
  });

  it.each<[string, CartLineInput]>([
    ['a zero quantity', line(item('x', 100), 0)],
    ['a fractional price', line(item('x', 10.5), 1)],
    ['a negative add-on price', line(item('x', 100), 1, [addon(item('y', -1))])],
    ['a zero add-on quantity', line(item('x', 100), 1, [addon(item('y', 1), 0)])],
  ])('%s', (_name, bad) => {
    expect(() => price({ lines: [bad] })).toThrow(RangeError);
  });
});
