import { CANADA_TAX_RATES, cartAmountsInDollars, type PriceCartInput, priceCart } from '@perkdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  cartItemCountSchema,
  cartLineBodySchema,
  cartRedeemBodySchema,
  cartSchema,
} from './cart';

const PRODUCT = '10000000000000000101';
const ADDON = '10000000000000000201';
const HST_ON = CANADA_TAX_RATES.find((tax) => tax.province === 'Ontario')!.id;

/** The contract §8 example, priced by the domain (without the 0.90 discount: no deals yet). */
const pricedExample: PriceCartInput = {
  store: { id: '10000000000000000301', taxConfigIds: [HST_ON] },
  taxConfigs: CANADA_TAX_RATES,
  lines: [
    {
      id: '1',
      product: { id: PRODUCT, name: 'Latte', priceCents: 450, image: 'https://example.com/latte.png' },
      quantity: 2,
      instruction: '',
      addons: [{ addon: { id: ADDON, name: 'Oat milk', priceCents: 50 }, quantity: 1 }],
    },
  ],
};

describe('cartSchema', () => {
  it("parses the domain's priced cart with the promotion lists, keeping every field", () => {
    const result = priceCart(pricedExample);
    if (!result.ok) throw new Error(result.refusal.code);
    const wire = {
      ...cartAmountsInDollars(result.cart),
      appliedPromotion: [],
      suggestedPromotion: [],
      toBeAppliedPromotion: [],
      couponPromotion: {},
    };
    const parsed = cartSchema.parse(wire);
    expect(parsed).toEqual(wire);
    expect(parsed).toMatchObject({
      subAmountProducts: 9,
      subAmount: 10,
      discountAmount: 0,
      appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.3 }],
      totalAmount: 11.3,
      earnedGlobalPoints: 100,
    });
  });

  it('passes a coupon promotion through whole', () => {
    const parsed = cartSchema.shape.couponPromotion.parse({
      SAVE10: { id: '1', name: 'Save 10', discountPercent: 10 },
    });
    expect(parsed).toEqual({ SAVE10: { id: '1', name: 'Save 10', discountPercent: 10 } });
  });
});

describe('cartLineBodySchema', () => {
  it('reads a line: "" instruction is null, add-ons default to none, an empty group id is null', () => {
    expect(
      cartLineBodySchema.parse({
        item: {
          productId: PRODUCT,
          quantity: 2,
          instruction: '  ',
          addons: [{ productId: ADDON, quantity: 1, addonGroupId: '' }],
        },
      }),
    ).toEqual({
      item: {
        productId: PRODUCT,
        quantity: 2,
        instruction: null,
        addons: [{ productId: ADDON, quantity: 1, addonGroupId: null }],
      },
    });
    expect(cartLineBodySchema.parse({ item: { productId: PRODUCT, quantity: 1 } }).item.addons).toEqual([]);
  });

  it.each([
    ['quantity 0', { productId: PRODUCT, quantity: 0 }, ['item', 'quantity'], CART_MESSAGES.quantity],
    ['quantity 100', { productId: PRODUCT, quantity: 100 }, ['item', 'quantity'], CART_MESSAGES.quantity],
    ['quantity 1.5', { productId: PRODUCT, quantity: 1.5 }, ['item', 'quantity'], CART_MESSAGES.quantity],
    [
      'an add-on quantity of 0',
      {
        productId: PRODUCT,
        quantity: 1,
        addons: [
          { productId: ADDON, quantity: 1 },
          { productId: ADDON, quantity: 0 },
        ],
      },
      ['item', 'addons', 1, 'quantity'],
      CART_MESSAGES.addonQuantity,
    ],
    ['a bad product id', { productId: 'latte', quantity: 1 }, ['item', 'productId'], 'Invalid id.'],
  ])('refuses %s', (_name, item, path, message) => {
    // Paths as zod gives them; the contract writes them `item.addons[1].quantity` (§1 Error body).
    const issues = cartLineBodySchema.safeParse({ item }).error?.issues ?? [];
    expect(issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([
      { path, message },
    ]);
  });
});

describe('other cart shapes', () => {
  it('redeem body and item count', () => {
    expect(
      cartRedeemBodySchema.parse({
        storeId: '10000000000000000301',
        promotionId: '10000000000000000401',
        redeemProductList: [{ productId: PRODUCT, quantity: 1 }],
      }).redeemProductList,
    ).toEqual([{ productId: PRODUCT, quantity: 1, addons: [] }]);
    expect(cartItemCountSchema.parse(3)).toBe(3);
    expect(cartItemCountSchema.safeParse(-1).success).toBe(false);
  });

  it('message texts', () => {
    expect(CART_MESSAGES.atLeast(1, 'Milk')).toBe('Select at least 1 option(s) from Milk.');
    expect(CART_MESSAGES.INSUFFICIENT_POINTS('Free latte')).toBe(
      'You have insufficient points to redeem promotion Free latte',
    );
    expect(CART_MESSAGES.notReward('Latte', 'Coffee card')).toBe('Latte is not a reward of Coffee card.');
    expect(CART_MESSAGES.tooManyPicks(2)).toBe('You can choose at most 2 item(s) for this promotion.');
  });
});
