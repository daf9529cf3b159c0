import { describe, expect, it } from 'vitest';
import { DEAL_INCOMPLETE_MESSAGE, dealSubtypeOf, multiDealGroupsProblem } from './deal-subtype';
import type { DealType, Promotion, PromotionProduct } from './promotion';
import { promotion } from './testing';

const req = (id: string, groupIndex?: number | null, quantity?: number): PromotionProduct => ({
  id,
  groupIndex,
  quantity,
});
const reward = [{ id: 'cookie' }];

describe('dealSubtypeOf (contract §6 Deal subtype, first match wins)', () => {
  it.each<[string, Partial<Promotion>, DealType | null]>([
    [
      '1: group indexes and fixedAmount → bundle',
      { requiredProductList: [req('a', 0), req('b', 1)], fixedAmountCents: 1000 },
      'DEAL_MULTI_BUNDLE',
    ],
    [
      '1: group indexes and discountAmount → combo',
      { requiredProductList: [req('a', 0), req('b', 1)], discountAmountCents: 200 },
      'DEAL_MULTI_COMBO',
    ],
    [
      '1: both amounts: bundle comes first',
      { requiredProductList: [req('a'), req('b', 1)], fixedAmountCents: 1000, discountAmountCents: 200 },
      'DEAL_MULTI_BUNDLE',
    ],
    [
      '1: group indexes without an amount are incomplete',
      { requiredProductList: [req('a', 0), req('b', 1)], rewardProductList: reward },
      null,
    ],
    [
      '2: required and reward lists → BOGO',
      { requiredProductList: [req('latte', null, 2)], rewardProductList: reward },
      'DEAL_BUY_ONE_GET_ONE',
    ],
    [
      '2: an explicit group index 0 is no group index',
      { requiredProductList: [req('latte', 0)], rewardProductList: reward, discountPercent: 50 },
      'DEAL_BUY_ONE_GET_ONE',
    ],
    [
      '3: reward only, percent absent, requiredAmount > 0 → free item',
      { rewardProductList: reward, requiredAmountCents: 2000 },
      'DEAL_FREE_ITEM',
    ],
    [
      '3: reward only, percent 100, requiredAmount > 0 → free item',
      { rewardProductList: reward, requiredAmountCents: 2000, discountPercent: 100 },
      'DEAL_FREE_ITEM',
    ],
    [
      '3: reward only, percent 50 → % items',
      { rewardProductList: reward, requiredAmountCents: 2000, discountPercent: 50 },
      'DEAL_DISCOUNT_ITEMS_P',
    ],
    [
      '3: reward only, no minimum → % items',
      { rewardProductList: reward, discountPercent: 100 },
      'DEAL_DISCOUNT_ITEMS_P',
    ],
    ['4: no products, discountAmount → fixed cart', { discountAmountCents: 500 }, 'DEAL_DISCOUNT_CART_F'],
    ['4: no products, discountPercent → % cart', { discountPercent: 10 }, 'DEAL_DISCOUNT_CART_P'],
    [
      '4: both: the fixed row comes first',
      { discountAmountCents: 500, discountPercent: 10 },
      'DEAL_DISCOUNT_CART_F',
    ],
    ['5: nothing at all is incomplete', {}, null],
    ['5: a zero discount is incomplete', { discountAmountCents: 0, discountPercent: 0 }, null],
    ['5: a required list alone is incomplete', { requiredProductList: [req('latte')] }, null],
    [
      'non-deals are DEAL_UNKNOWN',
      { type: 'PUNCH_CARD', requiredProductList: [req('latte')] },
      'DEAL_UNKNOWN',
    ],
    ['a reward item is DEAL_UNKNOWN', { type: 'REWARD_ITEM', rewardProductList: reward }, 'DEAL_UNKNOWN'],
  ])('%s', (_name, patch, expected) => {
    expect(dealSubtypeOf(promotion({ id: 'p', ...patch }))).toBe(expected);
  });

  it('names the incomplete configuration as the contract does', () => {
    expect(DEAL_INCOMPLETE_MESSAGE).toBe('Deal configuration is incomplete.');
  });
});

describe('multiDealGroupsProblem: group indexes 0..g−1 with g ≥ 2', () => {
  it.each<[string, PromotionProduct[], string | null]>([
    ['groups 0 and 1', [req('a', 0), req('b', 1)], null],
    ['null counts as 0', [req('a'), req('b', 1), req('c', 2)], null],
    ['a gap (0 and 2)', [req('a', 0), req('b', 2)], DEAL_INCOMPLETE_MESSAGE],
    ['no group 0', [req('a', 1), req('b', 2)], DEAL_INCOMPLETE_MESSAGE],
    ['one group only', [req('a', 1)], DEAL_INCOMPLETE_MESSAGE],
  ])('%s', (_name, requiredProductList, expected) => {
    expect(
      multiDealGroupsProblem(promotion({ id: 'm', requiredProductList, discountAmountCents: 100 })),
    ).toBe(expected);
  });

  it('does not concern other deals', () => {
    expect(multiDealGroupsProblem(promotion({ id: 'c', discountPercent: 10 }))).toBeNull();
  });
});
