import { describe, expect, it } from 'vitest';
import { addon, line } from '../pricing/testing';
import { type PromotionProduct, requiredGroups } from './promotion';
import { appliedIds, price, product, promotion } from './testing';

// The choices docs/deal-engine.md records where the contract is silent.

const latte = product('latte', 450, 'Latte');
const cookie = product('cookie', 200, 'Cookie');
const sandwich = product('sandwich', 800, 'Sandwich');
const wrap = product('wrap', 700, 'Wrap');
const bacon = product('bacon', 200, 'Bacon');
const drink = product('drink', 300, 'Drink');
const group = (index: number, ...ids: string[]): PromotionProduct[] =>
  ids.map((id) => ({ id, groupIndex: index }));
const pick = (promotionId: string, item = cookie, quantity = 1) =>
  line(item, quantity, [], { kind: 'PICK', promotionId });

describe('subtype figures', () => {
  it('entries of one group that disagree: the first quantity given wins', () => {
    const groups = requiredGroups({
      requiredProductList: [{ id: 'a' }, { id: 'b', quantity: 2 }, { id: 'c', quantity: 3 }],
    });
    expect(groups).toEqual([{ index: 0, productIds: new Set(['a', 'b', 'c']), quantity: 2 }]);
  });

  it('% items without a percent discount the reward units fully', () => {
    const items = promotion({ id: 'items', rewardProductList: [{ id: 'cookie' }] });
    expect(price([line(cookie, 2)], [items]).cart.discountAmountCents).toBe(400);
  });
});

describe('order and stacking', () => {
  it('an item-level deal whose units were all taken applies 0 times and is not listed', () => {
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
    expect(appliedIds(price([line(sandwich, 1), line(drink, 1)], [combo, drinks]))).toEqual(['combo']);
  });

  it('the coupon deal is listed once it qualifies, before any pick', () => {
    const bogo = promotion({
      id: 'bogo',
      requiredProductList: [{ id: 'latte' }],
      rewardProductList: [{ id: 'cookie' }],
      isPublicAvailable: false,
      couponCode: 'BOGO1',
    });
    const priced = price([line(latte, 1)], [bogo], { couponCode: 'BOGO1' });
    expect(priced.applied).toMatchObject([
      { id: 'bogo', isCoupon: true, timesApplied: 0, totalDiscountAmountCents: 0 },
    ]);
    expect(priced.toBeApplied).toMatchObject([{ id: 'bogo', picksAvailable: 1 }]);
  });

  it('a deal with no stand-alone discount is never the automatic deal', () => {
    const dear = promotion({
      id: 'dear',
      requiredProductList: [...group(0, 'sandwich'), ...group(1, 'drink')],
      fixedAmountCents: 1200,
    });
    expect(price([line(sandwich, 1), line(drink, 1)], [dear]).applied).toEqual([]);
  });

  it('a point-perk coupon does not stop the automatic deal', () => {
    const perk = promotion({
      id: 'perk',
      type: 'POINT_PERK',
      requiredProductList: [{ id: 'latte' }],
      rewardPoints: 100,
      isPublicAvailable: false,
      couponCode: 'PTS1',
    });
    const auto = promotion({ id: 'auto', discountPercent: 10 });
    expect(appliedIds(price([line(latte, 1)], [perk, auto], { couponCode: 'PTS1' }))).toEqual([
      'auto',
      'perk',
    ]);
  });

  it('a master free-item deal without picks applies nothing and is offered to pick', () => {
    const free = promotion({
      id: 'free',
      rewardProductList: [{ id: 'cookie' }],
      requiredAmountCents: 400,
      isMaster: true,
    });
    const priced = price([line(latte, 1)], [free]);
    expect(priced.applied).toEqual([]);
    expect(priced.toBeApplied.map((e) => e.id)).toEqual(['free']);
  });

  it('picks still available are counted after the coupon and pick deals took their units', () => {
    const combo = promotion({
      id: 'combo',
      requiredProductList: [...group(0, 'latte'), ...group(1, 'cookie')],
      discountAmountCents: 100,
      isPublicAvailable: false,
      couponCode: 'PAIR1',
    });
    const bogo = promotion({
      id: 'bogo',
      requiredProductList: [{ id: 'latte' }],
      rewardProductList: [{ id: 'muffin' }],
    });
    const lines = () => [line(latte, 2), line(cookie, 1)];
    expect(price(lines(), [combo, bogo]).toBeApplied[0]?.picksAvailable).toBe(2);
    expect(price(lines(), [combo, bogo], { couponCode: 'PAIR1' }).toBeApplied[0]?.picksAvailable).toBe(1);
  });
});

describe('maths', () => {
  it('the dearer product goes first, add-ons aside', () => {
    // The wrap with bacon is 9.00 a unit, the sandwich 8.00: the sandwich is taken.
    const combo = promotion({
      id: 'combo',
      requiredProductList: [...group(0, 'sandwich', 'wrap'), ...group(1, 'drink')],
      discountAmountCents: 200,
      maxRedeem: 1,
      isAddonCharged: false,
    });
    const priced = price([line(wrap, 1, [addon(bacon)]), line(sandwich, 1), line(drink, 1)], [combo]);
    expect(priced.cart.items.map((l) => priced.discounts[l.id])).toEqual([0, 145, 55]);
  });

  it('an item-level deal after a cart-level one is capped by what is left of the line', () => {
    const coupon = promotion({
      id: 'coupon',
      discountAmountCents: 400,
      isMaster: true,
      isPublicAvailable: false,
      couponCode: 'FOUR1',
    });
    const half = promotion({ id: 'half', rewardProductList: [{ id: 'latte' }], discountPercent: 50 });
    const priced = price([line(latte, 1)], [coupon, half], { couponCode: 'FOUR1' });
    expect(priced.applied.map((e) => [e.id, e.totalDiscountAmountCents])).toEqual([
      ['coupon', 400],
      ['half', 50],
    ]);
  });

  it("BOGO's required units are consumed, not covered: only the pick names the deal", () => {
    const bogo = promotion({
      id: 'bogo',
      requiredProductList: [{ id: 'latte' }],
      rewardProductList: [{ id: 'cookie' }],
    });
    const priced = price([line(latte, 1), pick('bogo')], [bogo]);
    expect(priced.cart.items.map((l) => l.appliedPromotionId)).toEqual([null, 'bogo']);
  });
});

describe('entries', () => {
  it('are listed deals first, then redemptions, earn-only entries, picks to choose and suggestions', () => {
    const card = promotion({
      id: 'card',
      type: 'PUNCH_CARD',
      requiredProductList: [{ id: 'latte' }],
      rewardProductList: [{ id: 'cookie' }],
      requiredPunches: 5,
      rewardItems: 1,
    });
    const deal = promotion({ id: 'deal', discountPercent: 10 });
    const bogo = promotion({
      id: 'bogo',
      requiredProductList: [{ id: 'latte' }],
      rewardProductList: [{ id: 'muffin' }],
    });
    const spend = promotion({
      id: 'spend',
      discountAmountCents: 500,
      requiredAmountCents: 5000,
      highlightAmountCents: 100,
      isMaster: true,
    });
    const priced = price(
      [line(latte, 1), line(cookie, 1, [], { kind: 'REDEEM', promotionId: 'card' })],
      [spend, bogo, card, deal],
    );
    expect(priced.cart.appliedPromotions.map((e) => [e.list, e.id, e.type])).toEqual([
      ['APPLIED', 'deal', 'DEAL'],
      ['APPLIED', 'card', 'PUNCH_CARD_REDEEM'],
      ['APPLIED', 'card', 'PUNCH_CARD'],
      ['TO_BE_APPLIED', 'bogo', 'DEAL'],
      ['SUGGESTED', 'spend', 'DEAL'],
    ]);
  });
});

describe('picks and redeem lines', () => {
  it('a pick or redeem line naming no promotion goes', () => {
    const priced = price(
      [line(latte, 1), line(cookie, 1, [], { kind: 'PICK' }), line(cookie, 1, [], { kind: 'REDEEM' })],
      [],
    );
    expect(priced.cart.items.map((l) => l.kind)).toEqual(['NORMAL']);
    expect(priced.adjustments.map((a) => [a.promotionId, a.quantity])).toEqual([
      [null, 0],
      [null, 0],
    ]);
  });
});
