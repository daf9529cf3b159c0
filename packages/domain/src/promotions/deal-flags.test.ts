import { describe, expect, it } from 'vitest';
import { addon, line } from '../pricing/testing';
import type { DealSetup } from './evaluate-deals';
import type { Promotion, PromotionProduct } from './promotion';
import { appliedIds, type CartLineInput, price, product, promotion } from './testing';

// Contract §7 "Which deals apply" and "Add-ons": each flag of a deal, one table each.

const latte = product('latte', 450, 'Latte');
const oat = product('oat', 50, 'Oat milk');
const cookie = product('cookie', 200, 'Cookie');
const warm = product('warm', 50, 'Warmed');
const sandwich = product('sandwich', 800, 'Sandwich');
const cheese = product('cheese', 100, 'Cheese');
const drink = product('drink', 300, 'Drink');
const group = (index: number, ...ids: string[]): PromotionProduct[] =>
  ids.map((id) => ({ id, groupIndex: index }));
const customer = (hasEarlierOrder: boolean, uses: Record<string, number> = {}): Partial<DealSetup> => ({
  customer: { hasEarlierOrder, usesByPromotion: new Map(Object.entries(uses)) },
});

describe('isAddonCharged: true never discounts add-ons; false covers the add-ons of covered units', () => {
  const lattes = () => [line(latte, 2, [addon(oat)])];
  it.each<[string, Partial<Promotion>, () => CartLineInput[], [number, number][]]>([
    // [product discount, add-on discount] per line
    ['% cart, charged', { discountPercent: 10 }, lattes, [[90, 0]]],
    [
      '% cart, not charged: the same rate',
      { discountPercent: 10, isAddonCharged: false },
      lattes,
      [[90, 10]],
    ],
    ['fixed cart, charged: base 9.00', { discountAmountCents: 950 }, lattes, [[900, 0]]],
    [
      'fixed cart, not charged: base 10.00 receives the spread',
      { discountAmountCents: 500, isAddonCharged: false },
      lattes,
      [[450, 50]],
    ],
    [
      '% items, not charged',
      { rewardProductList: [{ id: 'latte' }], discountPercent: 50, isAddonCharged: false },
      lattes,
      [[450, 50]],
    ],
    [
      'bundle, charged: 8.00 + 3.00 for 10.00',
      { requiredProductList: [...group(0, 'sandwich'), ...group(1, 'drink')], fixedAmountCents: 1000 },
      () => [line(sandwich, 1, [addon(cheese)]), line(drink, 1)],
      [
        [73, 0],
        [27, 0],
      ],
    ],
    [
      'bundle, not charged: the 1.00 of cheese joins the base (12.00 for 10.00)',
      {
        requiredProductList: [...group(0, 'sandwich'), ...group(1, 'drink')],
        fixedAmountCents: 1000,
        isAddonCharged: false,
      },
      () => [line(sandwich, 1, [addon(cheese)]), line(drink, 1)],
      [
        [133, 17],
        [50, 0],
      ],
    ],
    [
      'combo, not charged: the add-on is in the base that caps it',
      {
        requiredProductList: [...group(0, 'sandwich'), ...group(1, 'drink')],
        discountAmountCents: 5000,
        isAddonCharged: false,
      },
      () => [line(sandwich, 1, [addon(cheese)]), line(drink, 1)],
      [
        [800, 100],
        [300, 0],
      ],
    ],
  ])('%s', (_name, patch, lines, expected) => {
    const priced = price(lines(), [promotion({ id: 'deal', ...patch })]);
    expect(
      priced.cart.items.map((l) => [
        l.totalDiscountAmountCents,
        l.addons.reduce((s, a) => s + a.totalDiscountAmountCents, 0),
      ]),
    ).toEqual(expected);
    const entry = priced.applied[0];
    const addonCents = expected.reduce((s, [, a]) => s + a, 0);
    expect(entry?.addonDiscountAmountCents).toBe(addonCents);
    expect(entry?.isAddonsPresentToDiscount).toBe(patch.isAddonCharged === false);
  });

  it.each<[string, boolean, number]>([
    ['a free pick with its add-on charged', true, 200],
    ['a free pick with its add-on free too', false, 250],
  ])('%s', (_name, isAddonCharged, discount) => {
    const bogo = promotion({
      id: 'bogo',
      requiredProductList: [{ id: 'latte' }],
      rewardProductList: [{ id: 'cookie' }],
      isAddonCharged,
    });
    const priced = price(
      [line(latte, 1), line(cookie, 1, [addon(warm)], { kind: 'PICK', promotionId: 'bogo' })],
      [bogo],
    );
    expect(priced.cart.discountAmountCents).toBe(discount);
  });

  it('eligibility counts products only: add-ons never reach a minimum', () => {
    // 4.50 × 4 = 18.00 of lattes and 2.00 of oat milk: E = 18.00 < 20.00.
    const deal = promotion({ id: 'deal', discountPercent: 10, requiredAmountCents: 2000 });
    const priced = price([line(latte, 4, [addon(oat)])], [deal]);
    expect(priced.cart.subAmountCents).toBe(2000);
    expect(priced.applied).toEqual([]);
  });
});

describe('isPublicAvailable and coupons', () => {
  const hidden = (patch: Partial<Promotion> = {}) =>
    promotion({ id: 'hidden', discountPercent: 20, isPublicAvailable: false, couponCode: 'VIP20', ...patch });
  it.each<[string, Partial<DealSetup>, string[]]>([
    ['a hidden deal without its coupon does nothing', {}, []],
    ['with its coupon it applies', { couponCode: 'vip20' }, ['hidden']],
    ['with another coupon it does not', { couponCode: 'OTHER1' }, []],
  ])('%s', (_name, patch, expected) => {
    const priced = price([line(latte, 2)], [hidden()], patch);
    expect(appliedIds(priced)).toEqual(expected);
    if (expected.length > 0)
      expect(priced.applied[0]).toMatchObject({ isCoupon: true, totalDiscountAmountCents: 180 });
  });

  it('a non-master coupon deal is explicit: no automatic deal on top, even a larger one', () => {
    const auto = promotion({ id: 'auto', discountPercent: 50 });
    const priced = price([line(latte, 2)], [auto, hidden()], { couponCode: 'VIP20' });
    expect(appliedIds(priced)).toEqual(['hidden']);
  });

  it('a master coupon deal leaves room for the automatic deal, and comes first', () => {
    const auto = promotion({ id: 'auto', discountPercent: 50 });
    const priced = price([line(latte, 2)], [auto, hidden({ isMaster: true })], { couponCode: 'VIP20' });
    expect(appliedIds(priced)).toEqual(['hidden', 'auto']);
    // 20% of 9.00, then 50% of the 7.20 left.
    expect(priced.applied.map((e) => e.totalDiscountAmountCents)).toEqual([180, 360]);
  });
});

describe('maxRedeem and isNewClient', () => {
  it.each<[string, Partial<Promotion>, Partial<DealSetup>, boolean]>([
    ['maxRedeem 1, never used', { maxRedeem: 1 }, customer(true), true],
    ['maxRedeem 1, used once', { maxRedeem: 1 }, customer(true, { deal: 1 }), false],
    ['maxRedeem unlimited, used often', {}, customer(true, { deal: 40 }), true],
    ['new clients only: a first order', { isNewClient: true }, customer(false), true],
    ['new clients only: an earlier order', { isNewClient: true }, customer(true), false],
    ['new clients only: a visitor', { isNewClient: true }, {}, true],
  ])('%s', (_name, patch, setupPatch, applies) => {
    const priced = price(
      [line(latte, 2)],
      [promotion({ id: 'deal', discountPercent: 10, ...patch })],
      setupPatch,
    );
    expect(appliedIds(priced)).toEqual(applies ? ['deal'] : []);
    if (applies) expect(priced.applied[0]?.isNewClient).toBe(patch.isNewClient === true);
  });
});

describe('highlight: suggestions for deals that do not qualify yet', () => {
  const byAmount = (patch: Partial<Promotion> = {}) =>
    promotion({
      id: 'spend',
      discountAmountCents: 500,
      requiredAmountCents: 3000,
      highlightAmountCents: 2000,
      ...patch,
    });
  it.each<[string, Partial<Promotion>, number, string[] | null, boolean]>([
    // name, patch, lattes, conditions (null: not suggested), applied
    ['E 22.50 between 20.00 and 30.00', {}, 5, ['Add $7.50 more'], false],
    ['E exactly the highlight amount (20.00)', {}, 0, ['Add $10.00 more'], false],
    ['E 18.00 below the highlight amount', {}, 4, null, false],
    ['E 31.50 qualifies: applied instead', {}, 7, null, true],
    ['no highlight amount: never suggested', { highlightAmountCents: null }, 5, null, false],
  ])('%s', (_name, patch, lattes, conditions, applied) => {
    const lines = lattes > 0 ? [line(latte, lattes)] : [line(product('x', 2000), 1)];
    const priced = price(lines, [byAmount(patch)]);
    expect(priced.suggested.map((e) => e.conditions)).toEqual(conditions ? [conditions] : []);
    expect(appliedIds(priced)).toEqual(applied ? ['spend'] : []);
  });

  const combo = (patch: Partial<Promotion> = {}) =>
    promotion({
      id: 'lunch',
      requiredProductList: [...group(0, 'sandwich'), ...group(1, 'drink')].map((p) => ({
        ...p,
        name: p.id === 'drink' ? 'Drink' : 'Sandwich',
      })),
      discountAmountCents: 200,
      highlightInProductList: [0],
      ...patch,
    });
  it.each<[string, Partial<Promotion>, CartLineInput[], string[] | null]>([
    ['a sandwich without a drink', {}, [line(sandwich, 1)], ['Add 1 more Drink']],
    ['no sandwich: group 0 is not in the cart', {}, [line(drink, 1)], null],
    ['both: the combo applies', {}, [line(sandwich, 1), line(drink, 1)], null],
    [
      'highlighting group 1 instead',
      { highlightInProductList: [1] },
      [line(drink, 1)],
      ['Add 1 more Sandwich'],
    ],
    [
      'a minimum too',
      { requiredAmountCents: 1500 },
      [line(sandwich, 1)],
      ['Add $7.00 more', 'Add 1 more Drink'],
    ],
    ['no highlight', { highlightInProductList: null }, [line(sandwich, 1)], null],
  ])('%s', (_name, patch, lines, conditions) => {
    const priced = price(lines, [combo(patch)]);
    expect(priced.suggested.map((e) => e.conditions)).toEqual(conditions ? [conditions] : []);
  });

  it('a hidden deal is suggested only with its coupon in the cart', () => {
    const hidden = byAmount({ isPublicAvailable: false, couponCode: 'BIG30' });
    expect(price([line(latte, 5)], [hidden]).suggested).toEqual([]);
    expect(price([line(latte, 5)], [hidden], { couponCode: 'BIG30' }).suggested).toMatchObject([
      { id: 'spend', isCoupon: true, list: 'SUGGESTED' },
    ]);
  });
});

describe('isMaster and the automatic deal', () => {
  const lines = () => [line(latte, 2), line(cookie, 3)]; // E = 15.00
  it.each<[string, Partial<Promotion>[], string[], number]>([
    [
      'the largest stand-alone discount is the automatic deal',
      [
        { id: 'ten', discountPercent: 10 },
        { id: 'two', discountAmountCents: 200 },
      ],
      ['two'],
      200,
    ],
    [
      'a tie goes to the earlier deal',
      [
        { id: 'first', discountAmountCents: 150 },
        { id: 'second', discountPercent: 10 },
      ],
      ['first'],
      150,
    ],
    [
      'every master applies on top, after the automatic deal',
      [
        { id: 'm1', discountPercent: 10, isMaster: true },
        { id: 'auto', discountAmountCents: 300 },
        { id: 'm2', rewardProductList: [{ id: 'cookie' }], discountPercent: 50, isMaster: true },
      ],
      ['auto', 'm1', 'm2'],
      // 3.00 spread (1.80 / 1.20), then 10% of 7.20 / 4.80, then 50% of the cookies (3.00 capped by 3.12 left).
      300 + 72 + 48 + 300,
    ],
    [
      'a master is never the automatic deal',
      [
        { id: 'master', discountPercent: 50, isMaster: true },
        { id: 'small', discountAmountCents: 10 },
      ],
      ['small', 'master'],
      10 + 745,
    ],
    ['masters alone', [{ id: 'master', discountPercent: 10, isMaster: true }], ['master'], 150],
  ])('%s', (_name, patches, expected, discount) => {
    const priced = price(
      lines(),
      patches.map((patch) => promotion(patch as Promotion)),
    );
    expect(appliedIds(priced)).toEqual(expected);
    expect(priced.cart.discountAmountCents).toBe(discount);
  });

  it('a pick makes its deal explicit: a non-master one stops the automatic deal', () => {
    const auto = promotion({ id: 'auto', discountPercent: 10 });
    const bogo = promotion({
      id: 'bogo',
      requiredProductList: [{ id: 'latte' }],
      rewardProductList: [{ id: 'cookie' }],
    });
    const withoutPick = price([line(latte, 2)], [auto, bogo]);
    expect(appliedIds(withoutPick)).toEqual(['auto']);
    expect(withoutPick.toBeApplied.map((e) => e.id)).toEqual(['bogo']);
    const withPick = price(
      [line(latte, 2), line(cookie, 1, [], { kind: 'PICK', promotionId: 'bogo' })],
      [auto, bogo],
    );
    expect(appliedIds(withPick)).toEqual(['bogo']);
  });

  it('item-level deals never share a unit: a master % on drinks gets the drinks the combo left', () => {
    const combo = promotion({
      id: 'combo',
      requiredProductList: [...group(0, 'sandwich'), ...group(1, 'drink')],
      discountAmountCents: 200,
    });
    const drinks = promotion({
      id: 'drinks',
      rewardProductList: [{ id: 'drink' }],
      discountPercent: 50,
      isMaster: true,
    });
    const priced = price([line(sandwich, 1), line(drink, 3)], [drinks, combo]);
    expect(appliedIds(priced)).toEqual(['combo', 'drinks']);
    // The combo takes the sandwich and one drink (145 / 55); 50% of the two drinks left is 300.
    expect(priced.applied.map((e) => e.totalDiscountAmountCents)).toEqual([200, 300]);
    expect(priced.applied[1]?.appliedProductList).toEqual([{ id: 'drink', name: 'Drink', quantity: 2 }]);
    // The first item-level deal that covers a line names it.
    expect(priced.cart.items.map((l) => l.appliedPromotionId)).toEqual(['combo', 'combo']);
  });

  it('a cart-level master acts on what is left, so nothing goes below 0', () => {
    const all = promotion({ id: 'all', rewardProductList: [{ id: 'latte' }], discountPercent: 100 });
    const fixed = promotion({ id: 'fixed', discountAmountCents: 5000, isMaster: true });
    const priced = price([line(latte, 2), line(cookie, 1)], [all, fixed]);
    expect(priced.applied.map((e) => [e.id, e.totalDiscountAmountCents])).toEqual([
      ['all', 900],
      ['fixed', 200],
    ]);
    expect(priced.cart.totalAmountCents).toBe(0);
  });
});
