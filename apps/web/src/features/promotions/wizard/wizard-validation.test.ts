import { PROMOTION_MESSAGES } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import type { PerkKind } from '../perk-kinds';
import { filledValues, PRODUCT_A } from '../testing/filled-wizard-values';
import { PERK_TILES, stepsOf } from './wizard-steps';
import {
  fieldOfViolation,
  firstStepWithErrors,
  stepErrors,
  stepOfField,
  WIZARD_MESSAGES,
  wizardErrors,
} from './wizard-validation';

const KINDS: PerkKind[] = [...PERK_TILES, 'reward-item'];

describe('wizardErrors', () => {
  it.each(KINDS)('a filled %s has no problem on any step', (kind) => {
    expect(wizardErrors(kind, filledValues(kind))).toEqual({});
    expect(firstStepWithErrors(kind, filledValues(kind))).toBeNull();
  });

  it('checks the general step: name length and a store', () => {
    const values = { ...filledValues('combo'), name: 'ab', stores: [] };
    expect(stepErrors('combo', 'general', values)).toEqual({
      name: 'Name must be 3 to 35 characters.',
      stores: 'Select a value',
    });
    // The detail steps know nothing of it.
    expect(stepErrors('combo', 'details1', values)).toEqual({});
    expect(firstStepWithErrors('combo', values)).toBe('general');
  });

  it('limits the stock to 1–100,000 with the spec’s message', () => {
    for (const limitedStock of ['0', '100001', '1.5']) {
      const values = { ...filledValues('discount-cart-fixed'), limitedStock };
      expect(stepErrors('discount-cart-fixed', 'details2', values).limitedStock).toBe(
        'Should be a number between 1 and 100000',
      );
    }
    expect(
      wizardErrors('discount-cart-fixed', { ...filledValues('discount-cart-fixed'), limitedStock: '100000' }),
    ).toEqual({});
  });

  it('needs a coupon code of 5–10 letters or digits when the perk is hidden', () => {
    const hidden = { ...filledValues('point-perk'), hidden: true };
    expect(wizardErrors('point-perk', hidden).couponCode).toBe(PROMOTION_MESSAGES.couponRequired);
    expect(wizardErrors('point-perk', { ...hidden, couponCode: 'AB-12' }).couponCode).toBe(
      PROMOTION_MESSAGES.couponFormat,
    );
    expect(wizardErrors('point-perk', { ...hidden, couponCode: 'ABCDEFGHIJK' }).couponCode).toBe(
      PROMOTION_MESSAGES.couponFormat,
    );
    expect(wizardErrors('point-perk', { ...hidden, couponCode: 'Save10' })).toEqual({});
  });

  it('refuses a highlight amount above the minimum order amount', () => {
    const values = {
      ...filledValues('discount-cart-percent'),
      requiredAmount: '20.00',
      highlight: 'cart' as const,
      highlightAmount: '25.00',
    };
    expect(stepErrors('discount-cart-percent', 'details2', values)).toEqual({
      highlightAmount: 'Highlight amount may not exceed the minimum order amount.',
    });
    expect(wizardErrors('discount-cart-percent', { ...values, highlightAmount: '15' })).toEqual({});
    // Shown beside another field's problem, though the schema checks it only once all fields parse.
    expect(stepErrors('discount-cart-percent', 'details2', { ...values, limitedStock: '0' })).toEqual({
      limitedStock: 'Should be a number between 1 and 100000',
      highlightAmount: 'Highlight amount may not exceed the minimum order amount.',
    });
  });

  it('keeps each tile on its subtype', () => {
    expect(
      wizardErrors('free-item', { ...filledValues('free-item'), requiredAmount: '' }).requiredAmount,
    ).toBe(WIZARD_MESSAGES.minimumAboveZero);
    expect(
      wizardErrors('discount-items', {
        ...filledValues('discount-items'),
        discountPercent: '100',
        requiredAmount: '5',
      }).discountPercent,
    ).toBe(WIZARD_MESSAGES.fullPercentWithMinimum);
    expect(
      wizardErrors('discount-cart-fixed', { ...filledValues('discount-cart-fixed'), discountAmount: '0' })
        .discountAmount,
    ).toBe(WIZARD_MESSAGES.amountAboveZero);
    expect(wizardErrors('bundle', { ...filledValues('bundle'), fixedAmount: '' }).fixedAmount).toBe(
      WIZARD_MESSAGES.amountAboveZero,
    );
  });

  it('needs every combo group filled, and two groups', () => {
    const values = filledValues('combo');
    values.requiredGroups = [values.requiredGroups[0]!, { productIds: [], quantity: '1' }];
    expect(stepErrors('combo', 'details1', values).requiredProducts).toBe(WIZARD_MESSAGES.groupProducts);
    values.requiredGroups = [{ productIds: [PRODUCT_A], quantity: '1' }];
    expect(wizardErrors('combo', values).requiredProducts).toBe(WIZARD_MESSAGES.twoGroups);
  });

  it('needs the punch card’s products and counts', () => {
    const values = { ...filledValues('punch-card'), rewardProductIds: [], requiredPunches: '' };
    expect(stepErrors('punch-card', 'details', values)).toEqual({
      rewardProducts: PROMOTION_MESSAGES.rewardProducts,
      requiredPunches: PROMOTION_MESSAGES.required,
    });
  });

  it('shows every problem of a kind on one of its steps', () => {
    for (const kind of KINDS) {
      const values = {
        ...filledValues(kind),
        name: '',
        hidden: true,
        limitedStock: '0',
        requiredPunches: 'x',
      };
      const all = Object.keys(wizardErrors(kind, values)).sort();
      const shown = stepsOf(kind).flatMap((step) => Object.keys(stepErrors(kind, step, values)));
      expect(shown.sort()).toEqual(all);
    }
  });
});

describe('server violations', () => {
  it('puts each violation under its input, on the step that shows it', () => {
    expect(fieldOfViolation('couponCode')).toBe('couponCode');
    expect(fieldOfViolation('rewardProductList[0].quantity')).toBe('rewardQuantity');
    expect(fieldOfViolation('requiredProductList[2].id')).toBe('requiredProducts');
    expect(stepOfField('discount-cart-percent', 'couponCode')).toBe('details2');
    expect(stepOfField('combo', 'requiredProducts')).toBe('details1');
    expect(stepOfField('point-perk', 'name')).toBe('general');
  });
});
