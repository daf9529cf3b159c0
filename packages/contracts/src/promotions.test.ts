import { describe, expect, it } from 'vitest';
import { toViolations } from './errors';
import {
  derivedDealType,
  PROMOTION_MESSAGES,
  promotionInputSchemas,
  promotionListQuerySchema,
} from './promotions';

const P1 = '10000000000000000001';
const P2 = '10000000000000000002';
const base = { name: 'Happy hour', stores: ['20000000000000000001'] };
const violations = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  toViolations(result.error?.issues ?? []);

describe('deal write body', () => {
  it.each([
    [
      'bundle',
      { requiredProductList: [{ id: P1 }, { id: P2, groupIndex: 1 }], fixedAmount: 9 },
      'DEAL_MULTI_BUNDLE',
    ],
    [
      'combo',
      {
        requiredProductList: [
          { id: P1, groupIndex: 0 },
          { id: P2, groupIndex: 1 },
        ],
        discountAmount: 2,
      },
      'DEAL_MULTI_COMBO',
    ],
    ['bogo', { requiredProductList: [{ id: P1 }], rewardProductList: [{ id: P1 }] }, 'DEAL_BUY_ONE_GET_ONE'],
    ['free item', { rewardProductList: [{ id: P1 }], requiredAmount: 20 }, 'DEAL_FREE_ITEM'],
    ['% items', { rewardProductList: [{ id: P1 }], discountPercent: 25 }, 'DEAL_DISCOUNT_ITEMS_P'],
    ['fixed cart', { discountAmount: 5, requiredAmount: 30 }, 'DEAL_DISCOUNT_CART_F'],
    ['% cart', { discountPercent: 10 }, 'DEAL_DISCOUNT_CART_P'],
  ])('%s derives %s', (_name, fields, dealType) => {
    const parsed = promotionInputSchemas.DEAL.parse({ ...base, ...fields });
    expect(derivedDealType(parsed)).toBe(dealType);
  });

  it('refuses an incomplete deal and multi deals with a gap in the group indexes', () => {
    expect(violations(promotionInputSchemas.DEAL.safeParse(base))).toEqual([
      { field: 'dealType', message: 'Deal configuration is incomplete.' },
    ]);
    const gap = { requiredProductList: [{ id: P1 }, { id: P2, groupIndex: 2 }], fixedAmount: 9 };
    expect(violations(promotionInputSchemas.DEAL.safeParse({ ...base, ...gap }))[0]?.message).toBe(
      'Deal configuration is incomplete.',
    );
  });

  it.each([
    [{ limitedStock: 0 }, 'limitedStock', 'Should be a number between 1 and 100000'],
    [{ limitedStock: 100_001 }, 'limitedStock', 'Should be a number between 1 and 100000'],
    [{ couponCode: 'ab1' }, 'couponCode', PROMOTION_MESSAGES.couponFormat],
    [{ couponCode: 'SAVE-10' }, 'couponCode', PROMOTION_MESSAGES.couponFormat],
    [{ isPublicAvailable: false }, 'couponCode', PROMOTION_MESSAGES.couponRequired],
    [
      { requiredAmount: 10, highlightAmount: 12 },
      'highlightAmount',
      'Highlight amount may not exceed the minimum order amount.',
    ],
    [{ discountPercent: 100.0001 }, 'discountPercent', PROMOTION_MESSAGES.discountPercent],
    [{ discountAmount: 1.005 }, 'discountAmount', 'Amounts may have at most 2 decimals'],
    [{ stores: [] }, 'stores', 'Select a value'],
    [{ name: 'ab' }, 'name', 'Name must be 3 to 35 characters.'],
    [{ availableFrom: '2026-05-02', availableTo: '2026-05-01' }, 'availableTo', PROMOTION_MESSAGES.dateOrder],
  ])('%j → %s: %s', (fields, field, message) => {
    const result = promotionInputSchemas.DEAL.safeParse({ ...base, discountPercent: 10, ...fields });
    expect(violations(result)).toContainEqual({ field, message });
  });

  it('accepts a hidden deal with a coupon, trims it and reads "" as null', () => {
    const parsed = promotionInputSchemas.DEAL.parse({
      ...base,
      discountPercent: 10,
      isPublicAvailable: false,
      couponCode: ' Save10 ',
      description: '',
      limitedStock: '',
    });
    expect(parsed).toMatchObject({ couponCode: 'Save10', description: null, limitedStock: null });
  });

  it('refuses a highlight that names no required group', () => {
    const result = promotionInputSchemas.DEAL.safeParse({
      ...base,
      requiredProductList: [{ id: P1 }],
      rewardProductList: [{ id: P1 }],
      highlightInProductList: [1],
    });
    expect(violations(result)).toEqual([
      { field: 'highlightInProductList', message: PROMOTION_MESSAGES.highlightIndex },
    ]);
  });
});

describe('other types', () => {
  it('punch cards need both lists, punches and reward items', () => {
    const fields = violations(promotionInputSchemas.PUNCH_CARD.safeParse(base)).map((v) => v.field);
    expect(fields).toEqual(['requiredProductList', 'rewardProductList', 'requiredPunches', 'rewardItems']);
  });

  it('point perks need products and points, and drop a reward list', () => {
    const parsed = promotionInputSchemas.POINT_PERK.parse({
      ...base,
      requiredProductList: [{ id: P1 }],
      rewardProductList: [{ id: P2 }],
      rewardPoints: 500,
      isMaster: true,
    });
    expect(parsed).toMatchObject({ rewardProductList: null, isMaster: null, rewardPoints: 500 });
    expect(violations(promotionInputSchemas.POINT_PERK.safeParse(base)).map((v) => v.field)).toEqual([
      'requiredProductList',
      'rewardPoints',
    ]);
  });

  it('reward items need a reward and required points; no coupon rule applies to them', () => {
    expect(
      violations(promotionInputSchemas.REWARD_ITEM.safeParse({ ...base, isPublicAvailable: false })),
    ).toEqual([
      { field: 'rewardProductList', message: PROMOTION_MESSAGES.rewardProducts },
      { field: 'requiredPoints', message: PROMOTION_MESSAGES.required },
    ]);
  });
});

describe('promotionListQuerySchema', () => {
  it('reads asc as a boolean and accepts ALL_NO_REWARD', () => {
    expect(promotionListQuerySchema.parse({ type: 'ALL_NO_REWARD', asc: 'false', orderBy: 'name' })).toEqual({
      type: 'ALL_NO_REWARD',
      asc: false,
      orderBy: 'name',
    });
  });
  it('refuses an unknown order', () => {
    expect(promotionListQuerySchema.safeParse({ orderBy: 'price' }).success).toBe(false);
  });
});
