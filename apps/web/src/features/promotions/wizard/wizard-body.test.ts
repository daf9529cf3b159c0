import { derivedDealType, type PromotionInput } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { type PerkKind, promotionTypeOf } from '../perk-kinds';
import { filledValues, PRODUCT_A, PRODUCT_B, PRODUCT_C, STORE_ID } from '../testing/filled-wizard-values';
import { parseWriteBody, raiseStock, toWriteBody } from './wizard-body';
import { dealTypeOf, PERK_TILES } from './wizard-steps';

const KINDS: PerkKind[] = [...PERK_TILES, 'reward-item'];

function parsed(kind: PerkKind, values = filledValues(kind)): PromotionInput {
  const body = parseWriteBody(kind, values);
  if (!body.ok) throw new Error(JSON.stringify(body.issues));
  return body.input;
}

describe('toWriteBody', () => {
  it.each(KINDS)('a filled %s passes its type’s contract schema', (kind) => {
    expect(parseWriteBody(kind, filledValues(kind))).toMatchObject({ ok: true, type: promotionTypeOf(kind) });
  });

  it.each(PERK_TILES.filter((kind) => promotionTypeOf(kind) === 'DEAL'))(
    'the %s tile sends what derives its own deal subtype',
    (kind) => {
      expect(derivedDealType(parsed(kind))).toBe(dealTypeOf(kind));
    },
  );

  it('sends a deal only the fields of its subtype', () => {
    const body = toWriteBody('discount-cart-fixed', filledValues('discount-cart-fixed'));
    expect(body).not.toHaveProperty('discountPercent');
    expect(body).not.toHaveProperty('requiredProductList');
    expect(body).not.toHaveProperty('rewardProductList');
    expect(body).not.toHaveProperty('requiredPunches');
    expect(body).toMatchObject({ discountAmount: 5, stores: [STORE_ID], isPublicAvailable: true });
  });

  it('sends loyalty perks none of the deal fields', () => {
    for (const kind of ['punch-card', 'point-perk', 'reward-item'] as const) {
      const body = toWriteBody(kind, filledValues(kind));
      for (const field of ['discountAmount', 'discountPercent', 'fixedAmount', 'requiredAmount', 'isMaster'])
        expect(body).not.toHaveProperty(field);
    }
    expect(toWriteBody('reward-item', filledValues('reward-item'))).not.toHaveProperty('isPublicAvailable');
  });

  it('gives combo groups their indexes and each group its quantity', () => {
    expect(parsed('combo').requiredProductList).toEqual([
      { id: PRODUCT_A, groupIndex: 0, quantity: 1 },
      { id: PRODUCT_B, groupIndex: 1, quantity: 2 },
      { id: PRODUCT_C, groupIndex: 1, quantity: 2 },
    ]);
  });

  it('sends BOGO without group indexes, the buy and get quantities, and 100% when no percent is typed', () => {
    const values = { ...filledValues('buy-one-get-one'), rewardQuantity: '2' };
    values.requiredGroups = [{ productIds: [PRODUCT_A], quantity: '2' }];
    const input = parsed('buy-one-get-one', values);
    expect(input.requiredProductList).toEqual([{ id: PRODUCT_A, groupIndex: null, quantity: 2 }]);
    expect(input.rewardProductList).toEqual([{ id: PRODUCT_B, quantity: 2 }]);
    expect(input.discountPercent).toBe(100);
  });

  it('hides a perk behind its coupon code, and drops the code of a public one', () => {
    const hidden = { ...filledValues('discount-cart-percent'), hidden: true, couponCode: 'SAVE10' };
    expect(parsed('discount-cart-percent', hidden)).toMatchObject({
      isPublicAvailable: false,
      couponCode: 'SAVE10',
    });
    const shown = { ...hidden, hidden: false };
    expect(parsed('discount-cart-percent', shown)).toMatchObject({
      isPublicAvailable: true,
      couponCode: null,
    });
  });

  it('maps the highlight choice to the item group or the cart value', () => {
    const item = { ...filledValues('combo'), highlight: 'item' as const, highlightGroup: 1 };
    expect(parsed('combo', item)).toMatchObject({ highlightInProductList: [1], highlightAmount: null });
    const cart = {
      ...filledValues('discount-cart-fixed'),
      requiredAmount: '30',
      highlight: 'cart' as const,
      highlightAmount: '25',
    };
    expect(parsed('discount-cart-fixed', cart)).toMatchObject({
      highlightInProductList: null,
      highlightAmount: 25,
    });
  });

  it('sends the saved status back on edit, and none for a new perk', () => {
    expect(toWriteBody('combo', filledValues('combo'))).not.toHaveProperty('status');
    expect(toWriteBody('combo', { ...filledValues('combo'), status: 'INACTIVE' })).toHaveProperty(
      'status',
      'INACTIVE',
    );
  });
});

describe('raiseStock', () => {
  it('raises a stock below 1 to 1 and keeps the rest as typed', () => {
    expect(raiseStock('0')).toBe('1');
    expect(raiseStock('15')).toBe('15');
    expect(raiseStock('')).toBe('');
  });
});
