import { describe, expect, it } from 'vitest';
import {
  duplicatePerkPath,
  editPerkPath,
  newPerkPath,
  PERK_KINDS,
  perkKindOf,
  promotionTypeOf,
} from './perk-kinds';

describe('perk kinds', () => {
  it.each([
    ['DEAL', 'DEAL_FREE_ITEM', 'free-item'],
    ['DEAL', 'DEAL_BUY_ONE_GET_ONE', 'buy-one-get-one'],
    ['DEAL', 'DEAL_DISCOUNT_ITEMS_P', 'discount-items'],
    ['DEAL', 'DEAL_DISCOUNT_CART_F', 'discount-cart-fixed'],
    ['DEAL', 'DEAL_DISCOUNT_CART_P', 'discount-cart-percent'],
    ['DEAL', 'DEAL_MULTI_COMBO', 'combo'],
    ['DEAL', 'DEAL_MULTI_BUNDLE', 'bundle'],
    ['PUNCH_CARD', 'DEAL_UNKNOWN', 'punch-card'],
    ['POINT_PERK', 'DEAL_UNKNOWN', 'point-perk'],
    ['REWARD_ITEM', 'DEAL_UNKNOWN', 'reward-item'],
  ])('reads %s / %s as the %s wizard', (type, dealType, kind) => {
    expect(perkKindOf({ type, dealType })).toBe(kind);
  });

  it('has no wizard for a deal without a subtype', () => {
    expect(perkKindOf({ type: 'DEAL', dealType: 'DEAL_UNKNOWN' })).toBeNull();
    expect(editPerkPath({ id: '1', type: 'DEAL', dealType: 'DEAL_UNKNOWN' })).toBeNull();
    expect(duplicatePerkPath({ id: '1', type: 'DEAL', dealType: null })).toBeNull();
  });

  it('saves every deal kind as DEAL and the others as their own type', () => {
    const types = Object.fromEntries(PERK_KINDS.map((kind) => [kind, promotionTypeOf(kind)]));
    expect(types).toEqual({
      'punch-card': 'PUNCH_CARD',
      'point-perk': 'POINT_PERK',
      'free-item': 'DEAL',
      'buy-one-get-one': 'DEAL',
      'discount-items': 'DEAL',
      'discount-cart-fixed': 'DEAL',
      'discount-cart-percent': 'DEAL',
      combo: 'DEAL',
      bundle: 'DEAL',
      'reward-item': 'REWARD_ITEM',
    });
  });

  it('edits at {type}/edit/general with the id, duplicates at {type}/new/general with copyOf', () => {
    const combo = { id: '10000000000000000777', type: 'DEAL', dealType: 'DEAL_MULTI_COMBO' };
    expect(editPerkPath(combo)).toBe('/app/promotions/combo/edit/general?id=10000000000000000777');
    expect(duplicatePerkPath(combo)).toBe('/app/promotions/combo/new/general?copyOf=10000000000000000777');
    expect(newPerkPath('punch-card')).toBe('/app/promotions/punch-card/new/general');
  });
});
