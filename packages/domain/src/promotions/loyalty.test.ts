import { describe, expect, it } from 'vitest';
import {
  pointsEarned,
  pointsUsed,
  punchCardStatus,
  punchesEarned,
  punchesUsed,
  redeemableUnits,
  redeemRefusal,
} from './loyalty';

const card = (requiredPunches: number, rewardItems: number) => ({
  type: 'PUNCH_CARD' as const,
  requiredPunches,
  rewardItems,
  requiredPoints: null,
});
const reward = (requiredPoints: number) => ({
  type: 'REWARD_ITEM' as const,
  requiredPunches: null,
  rewardItems: null,
  requiredPoints,
});

describe('punches used = ceil(quantity / rewardItems) × requiredPunches (spec 2 §4)', () => {
  it.each<[number, number, number, number]>([
    [1, 10, 1, 10],
    [2, 10, 1, 20],
    [1, 10, 2, 10], // one round of two items, one taken
    [2, 10, 2, 10],
    [3, 10, 2, 20],
    [5, 8, 2, 24],
    [0, 10, 1, 0],
  ])(
    '%s units of a card %s punches / %s items → %s punches',
    (quantity, requiredPunches, rewardItems, used) => {
      expect(punchesUsed(quantity, card(requiredPunches, rewardItems))).toBe(used);
    },
  );

  it('refuses a card without its figures', () => {
    expect(() => punchesUsed(1, { requiredPunches: 10, rewardItems: null })).toThrow(RangeError);
    expect(() => punchesUsed(1.5, card(10, 1))).toThrow(RangeError);
  });
});

describe('points used = quantity × requiredPoints (spec 2 §4)', () => {
  it.each<[number, number, number]>([
    [1, 500, 500],
    [3, 500, 1500],
    [0, 500, 0],
  ])('%s units at %s points → %s', (quantity, requiredPoints, used) => {
    expect(pointsUsed(quantity, reward(requiredPoints))).toBe(used);
  });
});

describe('earning (contract §7 Earn-only entries, §10)', () => {
  it('a card earns 1 punch per eligible unit; a perk its points per unit', () => {
    expect(punchesEarned(3)).toBe(3);
    expect(pointsEarned(3, { rewardPoints: 150 })).toBe(450);
    expect(pointsEarned(0, { rewardPoints: 150 })).toBe(0);
  });

  it.each<[number, number, 'ACTIVE' | 'REDEEMABLE']>([
    [0, 10, 'ACTIVE'],
    [9, 10, 'ACTIVE'],
    [10, 10, 'REDEEMABLE'],
    [23, 10, 'REDEEMABLE'],
  ])('%s of %s punches → %s', (punches, required, status) => {
    expect(punchCardStatus(punches, required)).toBe(status);
  });
});

describe('redeeming against a balance (contract §8 redeem)', () => {
  it.each<[string, ReturnType<typeof card> | ReturnType<typeof reward>, number, number]>([
    ['9 punches on a 10-punch card', card(10, 1), 9, 0],
    ['25 punches on a 10-punch card of 2 items', card(10, 2), 25, 4],
    ['1,499 points at 500 each', reward(500), 1499, 2],
    ['no balance', reward(500), 0, 0],
  ])('%s → %s units', (_name, promotion, balance, units) => {
    expect(redeemableUnits(promotion, balance)).toBe(units);
  });

  it.each<[string, ReturnType<typeof card> | ReturnType<typeof reward>, number, number, string | null]>([
    ['exactly enough punches', card(10, 2), 2, 10, null],
    ['a second round needs more punches', card(10, 2), 3, 19, 'INSUFFICIENT_PUNCHES'],
    ['less than the entitlement is allowed', card(10, 1), 1, 30, null],
    ['exactly enough points', reward(500), 2, 1000, null],
    ['one point short', reward(500), 2, 999, 'INSUFFICIENT_POINTS'],
  ])('%s', (_name, promotion, quantity, balance, refusal) => {
    expect(redeemRefusal(promotion, quantity, balance)).toBe(refusal);
  });
});
