import { describe, expect, it } from 'vitest';
import { orderLoyaltyOf } from './order-entries';

// What an order spends and earns, read from its frozen entries: only applied ones count, amounts
// are summed per promotion, and promotions come sorted (one lock order for every order).

const order = (appliedPromotions: Record<string, unknown>[]) => ({ priced: { appliedPromotions } });
const entry = (patch: Record<string, unknown>) => ({ list: 'APPLIED', timesApplied: 1, ...patch });

describe('orderLoyaltyOf', () => {
  it('reads earns, spends and stock uses of applied entries only', () => {
    const loyalty = orderLoyaltyOf(
      order([
        entry({
          id: 'b-card',
          type: 'PUNCH_CARD',
          name: 'Card',
          isDiscountNotApplicable: true,
          rewardPunches: 2,
          requiredPunches: 5,
        }),
        entry({ id: 'b-card', type: 'PUNCH_CARD_REDEEM', usedPunches: 5, timesApplied: 1 }),
        entry({ id: 'a-card', type: 'PUNCH_CARD_REDEEM', usedPunches: 6, timesApplied: 2 }),
        entry({ id: 'perk', type: 'POINT_PERK', isDiscountNotApplicable: true, rewardPoints: 300 }),
        entry({ id: 'reward', type: 'REWARD_ITEM', usedPoints: 500, timesApplied: 2 }),
        entry({ id: 'deal', type: 'DEAL', timesApplied: 3 }),
        { list: 'SUGGESTED', id: 'hint', type: 'DEAL', timesApplied: 0 },
        { list: 'TO_BE_APPLIED', id: 'bogo', type: 'DEAL', timesApplied: 1 },
      ]),
    );
    expect(loyalty).toEqual({
      punchEarns: [{ promotionId: 'b-card', promotionName: 'Card', requiredPunches: 5, punches: 2 }],
      punchSpends: [
        { promotionId: 'a-card', punches: 6 },
        { promotionId: 'b-card', punches: 5 },
      ],
      pointsEarned: 300,
      pointsSpent: 500,
      stockUses: [
        { promotionId: 'a-card', uses: 2 },
        { promotionId: 'b-card', uses: 1 },
        { promotionId: 'deal', uses: 3 },
        { promotionId: 'reward', uses: 2 },
      ],
    });
  });

  it('is empty for an order without promotions, and ignores zero or missing figures', () => {
    expect(orderLoyaltyOf(order([]))).toEqual({
      punchEarns: [],
      punchSpends: [],
      pointsEarned: 0,
      pointsSpent: 0,
      stockUses: [],
    });
    const loyalty = orderLoyaltyOf(
      order([
        entry({
          id: 'card',
          type: 'PUNCH_CARD',
          isDiscountNotApplicable: true,
          rewardPunches: 0,
          requiredPunches: 5,
        }),
        entry({ id: 'redeem', type: 'PUNCH_CARD_REDEEM', usedPunches: null, timesApplied: 0 }),
      ]),
    );
    expect(loyalty.punchEarns).toEqual([]);
    expect(loyalty.punchSpends).toEqual([]);
    expect(loyalty.stockUses).toEqual([]);
  });
});
