import type { AppliedPromotion, Cart, CartLine } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { cartView, dealKind, dealLabel, refusalText } from './cart-view';

const promotion = (fields: Partial<AppliedPromotion>): AppliedPromotion => ({
  id: 'p1',
  type: 'DEAL',
  dealType: null,
  name: 'A deal',
  isMaster: false,
  isAddonCharged: false,
  isNewClient: false,
  isCoupon: false,
  isRedeem: false,
  isDiscountNotApplicable: false,
  isAddonsPresentToDiscount: false,
  timesApplied: 1,
  totalDiscountAmount: 0,
  addonDiscountAmount: 0,
  appliedProductList: [],
  requiredProductList: [],
  rewardProductList: [],
  requiredAmount: null,
  discountPercent: null,
  discountAmount: null,
  fixedAmount: null,
  rewardPunches: null,
  rewardPoints: null,
  requiredPunches: null,
  requiredPoints: null,
  usedPunches: null,
  usedPoints: null,
  conditions: null,
  ...fields,
});

const line = (fields: Partial<CartLine>): CartLine => ({
  id: '1',
  productId: 'latte',
  productName: 'Latte',
  image: null,
  price: 4.5,
  quantity: 2,
  instruction: null,
  totalAmount: 9,
  totalAddonAmount: 1,
  totalDiscountAmount: 0,
  appliedTaxes: [],
  addons: [],
  isFreeItem: false,
  isRedeem: false,
  appliedPromotionId: null,
  ...fields,
});

const cart = (fields: Partial<Cart>): Cart => ({
  storeId: 's1',
  isCartEmpty: false,
  cartItemCount: 1,
  items: [],
  toBeAppliedItems: {},
  appliedPromotion: [],
  suggestedPromotion: [],
  toBeAppliedPromotion: [],
  couponPromotion: {},
  subAmountProducts: 0,
  subAmount: 0,
  discountAmount: 0,
  appliedTaxes: [],
  taxAmount: 0,
  serviceFee: 0,
  totalAmount: 0,
  earnedGlobalPoints: 0,
  ...fields,
});

describe('deal labels, one per kind', () => {
  it.each([
    [{ dealType: 'DEAL_FREE_ITEM', timesApplied: 1 }, 'FREE_ITEM', 'cart.deal.freeItem', { times: 1 }],
    [{ dealType: 'DEAL_BUY_ONE_GET_ONE', timesApplied: 2 }, 'BOGO', 'cart.deal.bogo', { times: 2 }],
    [
      { dealType: 'DEAL_DISCOUNT_ITEMS_P', discountPercent: 20 },
      'ITEMS_PERCENT',
      'cart.deal.itemsPercent',
      { percent: 20 },
    ],
    [
      { dealType: 'DEAL_DISCOUNT_CART_F', discountAmount: 5 },
      'CART_FIXED',
      'cart.deal.cartFixed',
      { amount: 5 },
    ],
    [
      { dealType: 'DEAL_DISCOUNT_CART_P', discountPercent: 10 },
      'CART_PERCENT',
      'cart.deal.cartPercent',
      { percent: 10 },
    ],
    [{ dealType: 'DEAL_MULTI_COMBO', fixedAmount: 8.5 }, 'COMBO', 'cart.deal.combo', { times: 1 }],
    [
      { dealType: 'DEAL_MULTI_BUNDLE', fixedAmount: 12, timesApplied: 3 },
      'BUNDLE',
      'cart.deal.bundle',
      { price: 12, times: 3 },
    ],
    [{ dealType: 'DEAL_UNKNOWN' }, 'DEAL', 'cart.deal.other', undefined],
    [{ type: 'PUNCH_CARD', rewardPunches: 1 }, 'PUNCH_CARD', 'cart.deal.punchCard', { punches: 1 }],
    [{ type: 'POINT_PERK', rewardPoints: 50 }, 'POINT_PERK', 'cart.deal.pointPerk', { points: 50 }],
    [{ type: 'REWARD_ITEM', usedPoints: 200 }, 'REWARD_ITEM', 'cart.deal.rewardItem', { points: 200 }],
    [
      { type: 'PUNCH_CARD_REDEEM', usedPunches: 10 },
      'PUNCH_CARD_REDEEM',
      'cart.deal.punchRedeem',
      { punches: 10 },
    ],
  ] as const)('%o is %s', (fields, kind, key, vars) => {
    const deal = promotion(fields as Partial<AppliedPromotion>);
    expect(dealKind(deal)).toBe(kind);
    expect(dealLabel(deal)).toEqual(vars ? { key, vars } : { key });
  });
});

describe('cartView', () => {
  it('shows each line with its add-ons, amount before discount and the deal that covers it', () => {
    const combo = promotion({
      id: 'combo',
      dealType: 'DEAL_MULTI_COMBO',
      name: 'Breakfast combo',
      totalDiscountAmount: 2.25,
      fixedAmount: 8,
    });
    const view = cartView(
      cart({
        items: [
          line({
            totalDiscountAmount: 1.5,
            appliedPromotionId: 'combo',
            instruction: '',
            addons: [
              {
                productId: 'oat',
                productName: 'Oat milk',
                price: 0.5,
                quantity: 1,
                totalAmount: 1,
                totalDiscountAmount: 0.25,
                appliedTaxes: [],
              },
              {
                productId: 'shot',
                productName: 'Extra shot',
                price: 0.75,
                quantity: 2,
                totalAmount: 3,
                totalDiscountAmount: 0,
                appliedTaxes: [],
              },
            ],
          }),
        ],
        appliedPromotion: [combo],
      }),
    );
    expect(view.lines[0]).toMatchObject({
      name: 'Latte',
      quantity: 2,
      addons: ['Oat milk', 'Extra shot ×2'],
      amount: 13,
      discount: 1.75,
      instruction: null,
      fixed: false,
      badge: { key: 'cart.badge.deal', vars: { name: 'Breakfast combo' } },
    });
    expect(view.deals).toEqual([
      {
        id: 'combo',
        kind: 'COMBO',
        name: 'Breakfast combo',
        label: { key: 'cart.deal.combo', vars: { times: 1 } },
        saving: 2.25,
        isCoupon: false,
      },
    ]);
  });

  it('offers a BOGO pick with its reward options and marks the chosen free line', () => {
    const bogo = promotion({
      id: 'bogo',
      dealType: 'DEAL_BUY_ONE_GET_ONE',
      name: 'Muffin BOGO',
      rewardProductList: [
        { id: 'blue', name: 'Blueberry muffin' },
        { id: 'choc', name: 'Chocolate muffin' },
      ],
    });
    const pick = line({
      id: '2',
      productId: 'choc',
      productName: 'Chocolate muffin',
      quantity: 1,
      isFreeItem: true,
      appliedPromotionId: 'bogo',
      totalAmount: 3,
      totalDiscountAmount: 3,
    });
    const offered = cartView(cart({ items: [line({})], toBeAppliedPromotion: [bogo] }));
    expect(offered.picks).toEqual([
      {
        promotionId: 'bogo',
        name: 'Muffin BOGO',
        kind: 'BOGO',
        options: [
          { productId: 'blue', name: 'Blueberry muffin' },
          { productId: 'choc', name: 'Chocolate muffin' },
        ],
        available: 1,
        chosen: null,
      },
    ]);
    const chosen = cartView(
      cart({
        items: [line({}), pick],
        toBeAppliedPromotion: [bogo],
        toBeAppliedItems: { bogo: pick },
        appliedPromotion: [bogo],
      }),
    );
    expect(chosen.picks[0]?.chosen).toEqual({ productId: 'choc', quantity: 1 });
    expect(chosen.lines[1]).toMatchObject({
      fixed: true,
      discount: 3,
      badge: { key: 'cart.badge.free', vars: { name: 'Muffin BOGO' } },
    });
  });

  it('offers a free-item pick the same way', () => {
    const free = promotion({
      id: 'free',
      dealType: 'DEAL_FREE_ITEM',
      name: 'Free cookie',
      timesApplied: 2,
      rewardProductList: [{ id: 'cookie', name: 'Cookie' }],
    });
    const view = cartView(cart({ items: [line({})], toBeAppliedPromotion: [free] }));
    expect(view.picks[0]).toMatchObject({
      kind: 'FREE_ITEM',
      available: 2,
      options: [{ productId: 'cookie', name: 'Cookie' }],
    });
  });

  it('marks redeemed lines (punch card, reward item) as fixed', () => {
    const card = promotion({
      id: 'card',
      type: 'PUNCH_CARD_REDEEM',
      name: '10th coffee free',
      usedPunches: 10,
    });
    const view = cartView(
      cart({
        items: [
          line({
            id: '3',
            isRedeem: true,
            appliedPromotionId: 'card',
            quantity: 1,
            totalDiscountAmount: 4.5,
          }),
        ],
        appliedPromotion: [card],
      }),
    );
    expect(view.lines[0]).toMatchObject({
      fixed: true,
      badge: { key: 'cart.badge.redeemed', vars: { name: '10th coffee free' } },
    });
    expect(view.deals[0]?.label).toEqual({ key: 'cart.deal.punchRedeem', vars: { punches: 10 } });
  });

  it('shows the coupon code, the suggestions and the totals the server priced', () => {
    const coupon = promotion({
      id: 'c',
      dealType: 'DEAL_DISCOUNT_CART_P',
      name: 'Welcome 10%',
      isCoupon: true,
      discountPercent: 10,
      totalDiscountAmount: 1,
    });
    const nearly = promotion({
      id: 'n',
      dealType: 'DEAL_DISCOUNT_CART_F',
      name: '$5 off $30',
      conditions: 'Add $12.50 more',
    });
    const listed = promotion({
      id: 'l',
      type: 'POINT_PERK',
      name: 'Double points',
      conditions: ['Buy a latte', 'Before noon'],
    });
    const bare = promotion({ id: 'b', name: 'Happy hour' });
    const view = cartView(
      cart({
        items: [line({})],
        appliedPromotion: [coupon],
        suggestedPromotion: [nearly, listed, bare],
        couponPromotion: { WELCOME10: { id: 'c' } },
        subAmount: 10,
        discountAmount: 1,
        appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.17 }],
        taxAmount: 1.17,
        serviceFee: 0.5,
        totalAmount: 10.67,
        earnedGlobalPoints: 90,
      }),
    );
    expect(view.couponCode).toBe('WELCOME10');
    expect(view.deals[0]).toMatchObject({
      isCoupon: true,
      saving: 1,
      label: { key: 'cart.deal.cartPercent', vars: { percent: 10 } },
    });
    expect(view.suggestions).toEqual([
      { key: 'cart.suggestion', vars: { name: '$5 off $30', text: 'Add $12.50 more' } },
      { key: 'cart.suggestion', vars: { name: 'Double points', text: 'Buy a latte' } },
      { key: 'cart.suggestion', vars: { name: 'Double points', text: 'Before noon' } },
      { key: 'cart.suggestionPlain', vars: { name: 'Happy hour' } },
    ]);
    expect(view.totals).toEqual({
      subtotal: 10,
      discount: 1,
      taxes: [{ label: 'HST 13%', amount: 1.17 }],
      serviceFee: 0.5,
      total: 10.67,
      earnedPoints: 90,
    });
  });

  it('is empty when the server says so', () => {
    expect(cartView(cart({ isCartEmpty: true })).empty).toBe(true);
    expect(cartView(cart({ items: [line({})] })).empty).toBe(false);
  });
});

describe('refusalText: each refusal in the contract’s words', () => {
  it.each([
    ['COUPON_INVALID', 'This coupon code is not valid.'],
    ['PROMOTION_NOT_APPLICABLE', 'This promotion is not applicable to your cart.'],
    ['INSUFFICIENT_PUNCHES', 'You have insufficient punches to redeem promotion 10th coffee free'],
    ['INSUFFICIENT_POINTS', 'You have insufficient points to redeem promotion Free muffin'],
    ['STORE_NOT_ACCEPTING_ORDERS', 'The store is not accepting orders.'],
    ['NOT_FOUND', 'Merchant Store does not exist.'],
    ['CART_EMPTY', 'Your cart is empty.'],
    ['STORE_CLOSED', 'The store is closed now.'],
    ['GLOBAL_POINTS_INVALID_AMOUNT', 'Invalid amount of Global Point used'],
    ['GLOBAL_POINTS_OVER_MAXIMUM', 'Global Point is more than Maximum for this case'],
    ['GLOBAL_POINTS_INSUFFICIENT', 'User does not have enough Global Points!'],
    ['SERVE_OPTION_UNAVAILABLE', 'This serve option is not available for this store.'],
    ['PHONE_REQUIRED', 'A phone number is required for delivery.'],
    ['DELIVERY_RULE_NOT_FOUND', 'No matching delivery rule found.'],
    ['PAYMENT_NOT_COMPLETED', 'The payment is not completed.'],
    ['ORDER_NOT_CANCELABLE', 'The order can no longer be canceled.'],
    ['ITEM_UNAVAILABLE', 'Latte is no longer available and we have to cancel the order. Please order again!'],
  ])('%s: "%s"', (code, message) => {
    expect(refusalText({ code, message }, 'offline')).toBe(message);
  });

  it.each([
    'Quantity must be 1 to 99.',
    'Latte is not available.',
    'Oat milk cannot be added to Latte.',
    'Select at least 1 option(s) from Milk.',
    'Select at most 2 option(s) from Syrups.',
    'Extra shot can only be selected once.',
    'Cookie is not a reward of Muffin BOGO.',
    'You can choose at most 1 item(s) for this promotion.',
  ])('a line violation: "%s"', (message) => {
    const error = {
      code: 'VALIDATION_FAILED',
      message: 'Validation failed.',
      violations: [{ field: 'item', message }],
    };
    expect(refusalText(error, 'offline')).toBe(message);
  });

  it('words a lost connection itself', () => {
    expect(refusalText({ code: 'NETWORK_ERROR', message: 'x' }, 'You are offline.')).toBe('You are offline.');
  });
});
