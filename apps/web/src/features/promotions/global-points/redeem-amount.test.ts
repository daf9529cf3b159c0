import { describe, expect, it } from 'vitest';
import { maxRedeemable, payoutOf, redeemProblem } from './redeem-amount';

const balance = { redeemablePoints: 34_500, redeemedPoints: 10_000, redeemableAmount: 30 };

describe('redeeming global points', () => {
  it('offers up to the largest multiple of 10,000 within the redeemable points', () => {
    expect(maxRedeemable(balance)).toBe(30_000);
    expect(maxRedeemable({ redeemablePoints: 9_999 })).toBe(0);
    expect(maxRedeemable({ redeemablePoints: -5 })).toBe(0);
  });

  it.each([
    [null, 'atLeastOneBlock'],
    [0, 'atLeastOneBlock'],
    [5_000, 'atLeastOneBlock'],
    [15_000, 'notMultiple'],
    [10_000.5, 'notMultiple'],
    [40_000, 'tooMany'],
    [10_000, null],
    [30_000, null],
  ])('%s points: %s', (points, problem) => {
    expect(redeemProblem(points, balance)).toBe(problem);
  });

  it("pays at the server's rate, or 1,000 points a dollar before the first block", () => {
    expect(payoutOf(20_000, balance)).toBe(20);
    expect(payoutOf(20_000, { ...balance, redeemableAmount: 60 })).toBe(40);
    expect(payoutOf(10_000, { redeemablePoints: 0, redeemedPoints: 0, redeemableAmount: 0 })).toBe(10);
  });
});
