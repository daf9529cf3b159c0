import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfUp } from '../money';
import { percentOfCents, spreadCents } from './cents';

describe('percentOfCents: halfUp(amount × p / 100)', () => {
  it.each<[number, number, number]>([
    [455, 10, 46], // 45.5 rounds up
    [1234, 10, 123], // 123.4 rounds down
    [333, 15, 50], // 49.95
    [4, 12.5, 1], // 0.5 rounds up
    [3, 12.5, 0], // 0.375
    [999, 33.333, 333], // 332.99967
    [1000, 100, 1000],
    [0, 50, 0],
    [99 * 10_000_000, 99.999, 989_990_100], // a 99 × $100,000 line stays exact
  ])('%s¢ × %s%% → %s¢', (amount, percent, expected) => {
    expect(percentOfCents(amount, percent)).toBe(expected);
  });

  it('agrees with the BigInt halfUp everywhere', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (amount, thousandths) => {
          expect(percentOfCents(amount, thousandths / 1000)).toBe(halfUp(amount * thousandths, 100_000));
        },
      ),
    );
  });
});

describe('spreadCents: floor shares, leftover cents to the largest remainders, ties to the earlier', () => {
  it.each<[string, number, number[], number[]]>([
    ['$5 over 10.00, 5.00, 2.50', 500, [1000, 500, 250], [286, 143, 71]],
    ['an even split', 300, [100, 100, 100], [100, 100, 100]],
    ['a tie goes to the earlier amount', 1, [100, 100], [1, 0]],
    ['two leftover cents over three equal amounts', 2, [10, 10, 10], [1, 1, 0]],
    ['all of it', 1750, [1000, 500, 250], [1000, 500, 250]],
    ['nothing to spread', 0, [10, 20], [0, 0]],
    ['zero amounts receive nothing', 7, [0, 10, 0], [0, 7, 0]],
  ])('%s', (_name, total, amounts, expected) => {
    expect(spreadCents(total, amounts)).toEqual(expected);
  });

  it('refuses to spread more than the amounts hold', () => {
    expect(() => spreadCents(11, [5, 5])).toThrow(RangeError);
  });

  it('adds up exactly and never exceeds an amount, also with huge amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, share) => {
          const sum = amounts.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * share);
          const shares = spreadCents(total, amounts);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((s, i) => {
            expect(Number.isSafeInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(amounts[i] as number);
          });
        },
      ),
    );
  });
});
