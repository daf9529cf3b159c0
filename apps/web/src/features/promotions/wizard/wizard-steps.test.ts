import { describe, expect, it } from 'vitest';
import { stepPath, stepsOf } from './wizard-steps';

describe('wizard steps', () => {
  it('gives loyalty perks one details step and deals two', () => {
    expect(stepsOf('punch-card')).toEqual(['general', 'details']);
    expect(stepsOf('combo')).toEqual(['general', 'details1', 'details2']);
  });

  it('routes each step as spec 2 §2 names it', () => {
    const id = null;
    expect(stepPath({ kind: 'point-perk', action: 'new', id }, 'general')).toBe(
      '/app/promotions/point-perk/new/general',
    );
    expect(stepPath({ kind: 'reward-item', action: 'new', id }, 'details')).toBe(
      '/app/promotions/reward-item/new/details',
    );
    expect(stepPath({ kind: 'buy-one-get-one', action: 'new', id }, 'details1')).toBe(
      '/app/promotions/buy-one-get-one/new/details1',
    );
    expect(stepPath({ kind: 'free-item', action: 'new', id }, 'details2')).toBe(
      '/app/promotions/item/free-item/new/details2',
    );
    expect(stepPath({ kind: 'discount-cart-fixed', action: 'new', id }, 'details1')).toBe(
      '/app/promotions/cart/discount-cart-fixed/new/details1',
    );
    expect(stepPath({ kind: 'bundle', action: 'new', id }, 'details2')).toBe(
      '/app/promotions/multi/bundle/new/details2',
    );
  });

  it('keeps the edited promotion as ?id= and the copied one as ?copyOf=', () => {
    expect(stepPath({ kind: 'combo', action: 'edit', id: '42' }, 'details1')).toBe(
      '/app/promotions/multi/combo/edit/details1?id=42',
    );
    expect(stepPath({ kind: 'combo', action: 'new', id: '42' }, 'general')).toBe(
      '/app/promotions/combo/new/general?copyOf=42',
    );
  });
});
