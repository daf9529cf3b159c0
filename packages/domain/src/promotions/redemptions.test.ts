import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/price-cart';
import { addon, line, TAX_CONFIGS, TORONTO } from '../pricing/testing';
import { createDealStage } from './deal-stage';
import { promotionListsInDollars } from './entries';
import type { DealSetup } from './evaluate-deals';
import type { Promotion } from './promotion';
import { price, product, promotion, setup } from './testing';

// Contract §7 "Earn-only entries and redemptions" in a priced cart, and the wire lists of §8.

const latte = product('latte', 450, 'Latte');
const oat = product('oat', 50, 'Oat milk');
const cookie = product('cookie', 200, 'Cookie');
const redeem = (
  promotionId: string,
  quantity: number,
  item = cookie,
  addons = [] as ReturnType<typeof addon>[],
) => line(item, quantity, addons, { kind: 'REDEEM', promotionId });

const card = (patch: Partial<Promotion> = {}) =>
  promotion({
    id: 'card',
    type: 'PUNCH_CARD',
    name: 'Coffee card',
    requiredProductList: [{ id: 'latte' }],
    rewardProductList: [{ id: 'cookie' }],
    requiredPunches: 10,
    rewardItems: 2,
    isAddonCharged: true,
    ...patch,
  });
const perk = (patch: Partial<Promotion> = {}) =>
  promotion({
    id: 'perk',
    type: 'POINT_PERK',
    requiredProductList: [{ id: 'latte' }],
    rewardPoints: 150,
    ...patch,
  });
const rewardItem = (patch: Partial<Promotion> = {}) =>
  promotion({
    id: 'reward',
    type: 'REWARD_ITEM',
    rewardProductList: [{ id: 'cookie' }],
    requiredPoints: 500,
    ...patch,
  });

describe('earn-only entries: punch cards and point perks with eligible units', () => {
  it('a card earns 1 punch per normal-line unit of its products; a perk its points per unit', () => {
    const priced = price([line(latte, 2), line(latte, 1), line(cookie, 4)], [card(), perk()]);
    expect(priced.cart.discountAmountCents).toBe(0);
    expect(priced.applied).toMatchObject([
      {
        id: 'card',
        type: 'PUNCH_CARD',
        isDiscountNotApplicable: true,
        rewardPunches: 3,
        rewardPoints: null,
        requiredPunches: 10,
        appliedProductList: [{ id: 'latte', name: 'Latte', quantity: 3 }],
      },
      {
        id: 'perk',
        type: 'POINT_PERK',
        isDiscountNotApplicable: true,
        rewardPoints: 450,
        rewardPunches: null,
      },
    ]);
  });

  it.each<[string, () => ReturnType<typeof line>[], Partial<DealSetup>, string[]]>([
    ['no eligible unit: no entry', () => [line(cookie, 2)], {}, []],
    ['a pick or a redeem line never earns', () => [redeem('reward', 1, latte)], {}, []],
    ['a hidden point perk earns with its coupon', () => [line(latte, 1)], { couponCode: 'PTS2X' }, ['perk']],
  ])('%s', (_name, lines, patch, expected) => {
    const hiddenPerk = perk({ isPublicAvailable: false, couponCode: 'PTS2X' });
    const priced = price(lines(), [hiddenPerk, rewardItem({ rewardProductList: [{ id: 'latte' }] })], patch);
    expect(priced.applied.filter((e) => e.isDiscountNotApplicable).map((e) => e.id)).toEqual(expected);
  });
});

describe('redeem lines: 100% off, punches or points used', () => {
  it.each<[string, Promotion, number, Partial<Record<string, unknown>>]>([
    [
      '3 cookies on a card of 10 punches per 2 items: 2 rounds, 20 punches',
      card(),
      3,
      {
        type: 'PUNCH_CARD_REDEEM',
        timesApplied: 2,
        usedPunches: 20,
        usedPoints: null,
        totalDiscountAmountCents: 600,
      },
    ],
    [
      '2 cookies at 500 points: 1,000 points',
      rewardItem(),
      2,
      {
        type: 'REWARD_ITEM',
        timesApplied: 2,
        usedPoints: 1000,
        usedPunches: null,
        totalDiscountAmountCents: 400,
      },
    ],
  ])('%s', (_name, promotionUsed, quantity, expected) => {
    const priced = price([line(latte, 1), redeem(promotionUsed.id, quantity)], [promotionUsed]);
    const entry = priced.applied.find((e) => e.isRedeem);
    expect(entry).toMatchObject({
      id: promotionUsed.id,
      isRedeem: true,
      dealType: 'DEAL_UNKNOWN',
      ...expected,
    });
    const redeemLine = priced.cart.items.find((l) => l.kind === 'REDEEM');
    expect(redeemLine).toMatchObject({ isRedeem: true, appliedPromotionId: promotionUsed.id });
    expect(redeemLine?.totalDiscountAmountCents).toBe(redeemLine?.totalAmountCents);
    // Redeem lines are in subAmount and count as cart items, never in E.
    expect(priced.cart.eligibilityAmountCents).toBe(450);
    expect(priced.cart.cartItemCount).toBe(2);
  });

  it.each<[string, boolean, number]>([
    ['add-ons charged: the oat milk is paid', true, 200],
    ['add-ons not charged: free too', false, 250],
  ])('%s', (_name, isAddonCharged, discount) => {
    const priced = price([redeem('card', 1, cookie, [addon(oat)])], [card({ isAddonCharged })]);
    expect(priced.cart.discountAmountCents).toBe(discount);
  });

  it.each<[string, Promotion, Partial<DealSetup>, number]>([
    [
      'a reward item with one use left keeps one unit',
      rewardItem({ maxRedeem: 3 }),
      { customer: { hasEarlierOrder: true, usesByPromotion: new Map([['reward', 2]]) } },
      1,
    ],
    ['a reward item with limitedStock 2 keeps two', rewardItem({ limitedStock: 2 }), {}, 2],
    ['a card that stopped applying: the lines go', card({ status: 'INACTIVE' }), {}, 0],
    [
      'a card whose reward is unavailable: the lines go',
      card(),
      { availableProducts: new Set(['latte']) },
      0,
    ],
  ])('%s', (_name, promotionUsed, patch, kept) => {
    const priced = price([line(latte, 1), redeem(promotionUsed.id, 3)], [promotionUsed], patch);
    const redeemLine = priced.cart.items.find((l) => l.kind === 'REDEEM');
    expect(redeemLine?.quantity ?? 0).toBe(kept);
    expect(priced.adjustments).toEqual([
      { lineId: expect.any(String), promotionId: promotionUsed.id, quantity: kept },
    ]);
  });

  it('a redeemed product off the reward list goes', () => {
    const priced = price([redeem('card', 1, latte)], [card()]);
    expect(priced.cart.items).toEqual([]);
  });
});

describe('the stage inside priceCart, and the cart lists in dollars', () => {
  it('prices the contract §8 example: Latte 4.50 × 2 with oat milk, 10% off, HST 13 → 10.28', () => {
    const latteTaxed = product('latte', 450, 'Latte');
    const oatTaxed = product('oat', 50, 'Oat milk');
    const tenPercent = promotion({ id: 'ten', name: 'Ten percent', discountPercent: 10 });
    const stage = createDealStage(
      setup([tenPercent], { store: { id: TORONTO.id, timeZone: 'America/Toronto' } }),
    );
    const result = priceCart({
      store: TORONTO,
      taxConfigs: TAX_CONFIGS,
      lines: [line(latteTaxed, 2, [addon(oatTaxed)])],
      discounts: stage,
    });
    if (!result.ok) throw new Error('refused');
    expect(result.cart).toMatchObject({
      discountAmountCents: 90,
      taxAmountCents: 118,
      totalAmountCents: 1028,
    });
    const lists = promotionListsInDollars(result.cart.appliedPromotions);
    expect(lists.appliedPromotion).toEqual([
      expect.objectContaining({
        id: 'ten',
        type: 'DEAL',
        dealType: 'DEAL_DISCOUNT_CART_P',
        name: 'Ten percent',
        timesApplied: 1,
        totalDiscountAmount: 0.9,
        addonDiscountAmount: 0,
        discountPercent: 10,
        requiredAmount: null,
        appliedProductList: [{ id: 'latte', name: '', quantity: 2 }],
      }),
    ]);
    expect(lists.suggestedPromotion).toEqual([]);
    expect(lists.toBeAppliedPromotion).toEqual([]);
    expect(Object.keys(lists.appliedPromotion[0] ?? {})).not.toContain('list');
  });

  it('names products from the lines when pricing through priceCartWithDeals', () => {
    const priced = price([line(latte, 2)], [promotion({ id: 'ten', discountPercent: 10 })]);
    expect(priced.applied[0]?.appliedProductList).toEqual([{ id: 'latte', name: 'Latte', quantity: 2 }]);
  });

  it('refuses to price another store than the one it was set up for', () => {
    const stage = createDealStage(setup([]));
    expect(() =>
      priceCart({ store: TORONTO, taxConfigs: TAX_CONFIGS, lines: [line(latte, 1)], discounts: stage }),
    ).not.toThrow();
    expect(() =>
      priceCart({
        store: { id: 'elsewhere', taxConfigIds: [] },
        taxConfigs: TAX_CONFIGS,
        lines: [],
        discounts: stage,
      }),
    ).toThrow('cannot price store elsewhere');
  });
});
