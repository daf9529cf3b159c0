import { describe, expect, it } from 'vitest';
import { line } from '../pricing/testing';
import type { Promotion, PromotionProduct } from './promotion';
import { appliedIds, type CartLineInput, price, product, promotion } from './testing';

// Contract §7 Deal maths, per subtype, through priceCart with the deal stage (no taxes: amounts only).

const A = product('a', 1000);
const B = product('b', 500);
const C = product('c', 250);
const latte = product('latte', 450, 'Latte');
const cookie = product('cookie', 200, 'Cookie');
const sandwich = product('sandwich', 800, 'Sandwich');
const wrap = product('wrap', 700, 'Wrap');
const drink = product('drink', 300, 'Drink');

const pick = (promotionId: string, quantity = 1, item = cookie) =>
  line(item, quantity, [], { kind: 'PICK', promotionId });
const group = (index: number, ...ids: string[]): PromotionProduct[] =>
  ids.map((id) => ({ id, groupIndex: index }));

/** The discount of each line, in the order given. */
const discountsOf = (lines: CartLineInput[], promotions: Promotion[], patch = {}) => {
  const priced = price(lines, promotions, patch);
  return priced.cart.items.map((l) => priced.discounts[l.id]);
};

describe('DEAL_DISCOUNT_CART_F: min(discountAmount, base) spread over the normal lines', () => {
  it.each<[string, Partial<Promotion>, number[]]>([
    ['$5 over 10.00 / 5.00 / 2.50 by largest remainder', { discountAmountCents: 500 }, [286, 143, 71]],
    ['more than the cart: capped at its amount', { discountAmountCents: 2000 }, [1000, 500, 250]],
    ['minimum met (E = 17.50)', { discountAmountCents: 500, requiredAmountCents: 1750 }, [286, 143, 71]],
    ['minimum not met', { discountAmountCents: 500, requiredAmountCents: 1751 }, [0, 0, 0]],
  ])('%s', (_name, patch, expected) => {
    const deal = promotion({ id: 'cartF', ...patch });
    expect(discountsOf([line(A, 1), line(B, 1), line(C, 1)], [deal])).toEqual(expected);
  });

  it('is one use over every normal line, and a fully discounted cart pays no service fee', () => {
    const deal = promotion({ id: 'cartF', discountAmountCents: 5000 });
    const priced = price([line(A, 1), line(C, 2)], [deal]);
    expect(priced.applied).toMatchObject([
      {
        id: 'cartF',
        dealType: 'DEAL_DISCOUNT_CART_F',
        timesApplied: 1,
        totalDiscountAmountCents: 1500,
        appliedProductList: [
          { id: 'a', quantity: 1 },
          { id: 'c', quantity: 2 },
        ],
      },
    ]);
    expect(priced.cart).toMatchObject({ discountAmountCents: 1500, serviceFeeCents: 0, totalAmountCents: 0 });
    // A cart-level deal names itself on no line.
    expect(priced.cart.items.map((l) => l.appliedPromotionId)).toEqual([null, null]);
  });
});

describe('DEAL_DISCOUNT_CART_P: each line × p, half up per line', () => {
  it.each<[string, Partial<Promotion>, number[]]>([
    ['10% of 4.55 and 12.34', { discountPercent: 10 }, [46, 123]],
    ['12.5% of 4.55 and 12.34', { discountPercent: 12.5 }, [57, 154]],
    ['100%', { discountPercent: 100 }, [455, 1234]],
    ['minimum not met', { discountPercent: 10, requiredAmountCents: 2000 }, [0, 0]],
  ])('%s', (_name, patch, expected) => {
    const deal = promotion({ id: 'cartP', ...patch });
    expect(discountsOf([line(product('x', 455), 1), line(product('y', 1234), 1)], [deal])).toEqual(expected);
  });
});

describe('DEAL_DISCOUNT_ITEMS_P: every reward-product unit × p', () => {
  const items = (patch: Partial<Promotion> = {}) =>
    promotion({ id: 'items', rewardProductList: [{ id: 'cookie' }], discountPercent: 25, ...patch });

  it.each<[string, Partial<Promotion>, CartLineInput[], number[]]>([
    ['25% off 3 cookies, the latte untouched', {}, [line(latte, 2), line(cookie, 3)], [0, 150]],
    ['two cookie lines', {}, [line(cookie, 1), line(cookie, 2)], [50, 100]],
    ['no cookie: nothing', {}, [line(latte, 2)], [0]],
    ['a minimum on E', { requiredAmountCents: 2000 }, [line(latte, 2), line(cookie, 3)], [0, 0]],
  ])('%s', (_name, patch, lines, expected) => {
    expect(discountsOf(lines, [items(patch)])).toEqual(expected);
  });

  it('names itself on the lines it covers and lists the covered units', () => {
    const priced = price([line(latte, 2), line(cookie, 3)], [items()]);
    expect(priced.cart.items.map((l) => l.appliedPromotionId)).toEqual([null, 'items']);
    expect(priced.applied[0]).toMatchObject({
      timesApplied: 1,
      totalDiscountAmountCents: 150,
      appliedProductList: [{ id: 'cookie', name: 'Cookie', quantity: 3 }],
    });
  });
});

describe('DEAL_BUY_ONE_GET_ONE: floor(units / n) × r picks, each at p', () => {
  const bogo = (patch: Partial<Promotion> = {}) =>
    promotion({
      id: 'bogo',
      requiredProductList: [{ id: 'latte', quantity: 2 }],
      rewardProductList: [{ id: 'cookie' }],
      ...patch,
    });

  it.each<[string, Partial<Promotion>, number, number, number, number]>([
    // name, patch, lattes, cookies picked → cookies kept, discount on the pick
    ['buy 2 lattes, one cookie free', {}, 2, 1, 1, 200],
    ['5 lattes allow 2 picks', {}, 5, 2, 2, 400],
    ['3 picked with 2 allowed: shrunk to 2', {}, 5, 3, 2, 400],
    ['one latte: no longer qualifies, the pick goes', {}, 1, 1, 0, 0],
    ['at 50%', { discountPercent: 50 }, 2, 1, 1, 100],
    ['r = 2 units per use', { rewardProductList: [{ id: 'cookie', quantity: 2 }] }, 2, 2, 2, 400],
    ['maxRedeem 2, used once: one use left', { maxRedeem: 2 }, 6, 3, 1, 200],
    ['limitedStock 1: one use', { limitedStock: 1 }, 6, 3, 1, 200],
  ])('%s', (_name, patch, lattes, picked, kept, discount) => {
    const priced = price([line(latte, lattes), pick('bogo', picked)], [bogo(patch)], {
      customer: { hasEarlierOrder: true, usesByPromotion: new Map([['bogo', 1]]) },
    });
    const pickLine = priced.cart.items.find((l) => l.kind === 'PICK');
    expect(pickLine?.quantity ?? 0).toBe(kept);
    expect(pickLine?.totalDiscountAmountCents ?? 0).toBe(discount);
    expect(priced.cart.discountAmountCents).toBe(discount);
    if (kept < picked)
      expect(priced.adjustments).toEqual([
        { lineId: expect.any(String), promotionId: 'bogo', quantity: kept },
      ]);
    if (kept > 0)
      expect(priced.applied[0]).toMatchObject({
        id: 'bogo',
        appliedProductList: [{ id: 'cookie', quantity: kept }],
      });
  });

  it('offers the picks still available, and none once they are all chosen', () => {
    const none = price([line(latte, 4)], [bogo()]);
    expect(none.applied).toEqual([]);
    expect(none.toBeApplied).toMatchObject([
      { id: 'bogo', list: 'TO_BE_APPLIED', picksAvailable: 2, conditions: ['Choose 2 free items'] },
    ]);
    const one = price([line(latte, 4), pick('bogo', 1)], [bogo()]);
    expect(one.toBeApplied).toMatchObject([
      { id: 'bogo', picksAvailable: 1, conditions: ['Choose 1 free item'] },
    ]);
    const all = price([line(latte, 4), pick('bogo', 2)], [bogo()]);
    expect(all.toBeApplied).toEqual([]);
    const half = price([line(latte, 2)], [bogo({ discountPercent: 50 })]);
    expect(half.toBeApplied[0]?.conditions).toEqual(['Choose 1 item at 50% off']);
  });

  it('a pick of a product off the reward list goes', () => {
    const priced = price([line(latte, 2), pick('bogo', 1, latte)], [bogo()]);
    expect(priced.cart.items).toHaveLength(1);
    expect(priced.adjustments[0]).toMatchObject({ quantity: 0 });
  });
});

describe('DEAL_FREE_ITEM: E ≥ requiredAmount, up to r units picked at 100%', () => {
  const free = (patch: Partial<Promotion> = {}) =>
    promotion({ id: 'free', rewardProductList: [{ id: 'cookie' }], requiredAmountCents: 2000, ...patch });

  it.each<[string, Partial<Promotion>, number, number, number, number]>([
    // name, patch, lattes, picked → kept, discount
    ['E 22.50 ≥ 20.00: the cookie is free', {}, 5, 1, 1, 200],
    ['two picked, r = 1: shrunk to 1', {}, 5, 2, 1, 200],
    ['r = 2', { rewardProductList: [{ id: 'cookie', quantity: 2 }] }, 5, 2, 2, 400],
    ['E 18.00 < 20.00: the pick goes', {}, 4, 1, 0, 0],
  ])('%s', (_name, patch, lattes, picked, kept, discount) => {
    const priced = price([line(latte, lattes), pick('free', picked)], [free(patch)]);
    const pickLine = priced.cart.items.find((l) => l.kind === 'PICK');
    expect(pickLine?.quantity ?? 0).toBe(kept);
    expect(priced.cart.discountAmountCents).toBe(discount);
    if (kept > 0) expect(priced.applied).toMatchObject([{ id: 'free', timesApplied: 1 }]);
  });

  it('picks never count toward E', () => {
    // 19.00 of lattes plus a 2.00 pick: E stays 19.00, below the minimum.
    const priced = price([line(product('l', 950), 2), pick('free', 1)], [free()]);
    expect(priced.cart.eligibilityAmountCents).toBe(1900);
    expect(priced.cart.items).toHaveLength(1);
  });

  it('is to be applied once it qualifies', () => {
    expect(price([line(latte, 5)], [free()]).toBeApplied).toMatchObject([{ id: 'free', picksAvailable: 1 }]);
    expect(price([line(latte, 4)], [free()]).toBeApplied).toEqual([]);
  });
});

describe('DEAL_MULTI_COMBO: k = min floor(units_g / c_g); each use min(discountAmount, base) spread', () => {
  const combo = (patch: Partial<Promotion> = {}) =>
    promotion({
      id: 'combo',
      requiredProductList: [...group(0, 'sandwich', 'wrap'), ...group(1, 'drink')],
      discountAmountCents: 200,
      ...patch,
    });

  it.each<[string, Partial<Promotion>, CartLineInput[], number[], number]>([
    [
      'two uses, highest price first: 8.00+3.00 then 7.00+3.00',
      {},
      [line(sandwich, 1), line(wrap, 1), line(drink, 3)],
      [145, 140, 115],
      2,
    ],
    ['one group short: nothing', {}, [line(sandwich, 2)], [0], 0],
    [
      'the discount above a use is capped by it',
      { discountAmountCents: 5000 },
      [line(sandwich, 1), line(drink, 1)],
      [800, 300],
      1,
    ],
    [
      'c = 2 drinks per use',
      { requiredProductList: [...group(0, 'sandwich'), { id: 'drink', groupIndex: 1, quantity: 2 }] },
      [line(sandwich, 2), line(drink, 3)],
      [114, 86],
      1,
    ],
    ['maxRedeem 1', { maxRedeem: 1 }, [line(sandwich, 2), line(drink, 2)], [145, 55], 1],
    [
      'one use takes the dearer unit first, wherever its line is',
      { maxRedeem: 1 },
      [line(wrap, 1), line(sandwich, 1), line(drink, 1)],
      [0, 145, 55],
      1,
    ],
    ['limitedStock 1', { limitedStock: 1 }, [line(sandwich, 2), line(drink, 2)], [145, 55], 1],
  ])('%s', (_name, patch, lines, expected, uses) => {
    const priced = price(lines, [combo(patch)]);
    expect(priced.cart.items.map((l) => priced.discounts[l.id])).toEqual(expected);
    expect(priced.applied[0]?.timesApplied ?? 0).toBe(uses);
  });

  it('lists the consumed units and names itself on their lines', () => {
    const priced = price([line(sandwich, 1), line(wrap, 1), line(drink, 3)], [combo()]);
    expect(priced.applied[0]?.appliedProductList).toEqual([
      { id: 'sandwich', name: 'Sandwich', quantity: 1 },
      { id: 'drink', name: 'Drink', quantity: 2 },
      { id: 'wrap', name: 'Wrap', quantity: 1 },
    ]);
    expect(priced.cart.items.map((l) => l.appliedPromotionId)).toEqual(['combo', 'combo', 'combo']);
  });
});

describe('DEAL_MULTI_BUNDLE: each use max(0, base − fixedAmount) spread over its units', () => {
  const bundle = (patch: Partial<Promotion> = {}) =>
    promotion({
      id: 'bundle',
      requiredProductList: [...group(0, 'sandwich', 'wrap'), ...group(1, 'drink')],
      fixedAmountCents: 1000,
      ...patch,
    });

  it.each<[string, Partial<Promotion>, CartLineInput[], number[], number]>([
    ['8.00 + 3.00 for 10.00: 1.00 off', {}, [line(sandwich, 1), line(drink, 1)], [73, 27], 100],
    [
      'the second use (7.00 + 3.00) is already 10.00',
      {},
      [line(sandwich, 1), line(wrap, 1), line(drink, 2)],
      [73, 0, 27],
      100,
    ],
    [
      'a bundle price above the items gives nothing',
      { fixedAmountCents: 1200 },
      [line(sandwich, 1), line(drink, 1)],
      [0, 0],
      0,
    ],
    ['at 5.00', { fixedAmountCents: 500 }, [line(sandwich, 1), line(drink, 1)], [436, 164], 600],
  ])('%s', (_name, patch, lines, expected, total) => {
    const priced = price(lines, [bundle(patch)]);
    expect(priced.cart.items.map((l) => priced.discounts[l.id])).toEqual(expected);
    expect(priced.cart.discountAmountCents).toBe(total);
  });
});

describe('applied order and ids', () => {
  it('returns the applied ids in application order', () => {
    const auto = promotion({ id: 'auto', discountPercent: 10 });
    const master = promotion({ id: 'master', discountAmountCents: 100, isMaster: true });
    expect(appliedIds(price([line(A, 1)], [master, auto]))).toEqual(['auto', 'master']);
  });
});
