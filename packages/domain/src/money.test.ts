import { describe, expect, it } from 'vitest';
import { fromCents, halfUp, hasAtMostTwoDecimals, toCents } from './money';

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [0, true],
    [1, true],
    [0.07, true],
    [19.99, true],
    [1234567.89, true],
    [1.005, false],
    [0.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (amount, expected) => expect(hasAtMostTwoDecimals(amount)).toBe(expected));
});

describe('toCents / fromCents', () => {
  it.each([
    [0.07, 7],
    [19.99, 1999],
    [4.35, 435],
    [100, 10000],
  ])('%s dollars ↔ %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
    expect(fromCents(cents)).toBe(dollars);
  });
});

describe('halfUp', () => {
  it.each([
    // price × pct / 100 with pct in thousandths: n = cents × milli, d = 100 000
    [399 * 13_000, 100_000, 52], // 51.87 → 52
    [500 * 5_000, 100_000, 25], // exactly 25
    [10 * 5_000, 100_000, 1], // 0.5 → 1 (half rounds up)
    [9 * 5_000, 100_000, 0], // 0.45 → 0
    [699 * 9_975, 100_000, 70], // 69.72525 → 70
    [0, 100_000, 0],
    [7, 2, 4],
    [5, 2, 3],
  ])('halfUp(%s / %s) = %s', (n, d, expected) => expect(halfUp(n, d)).toBe(expected));
});
