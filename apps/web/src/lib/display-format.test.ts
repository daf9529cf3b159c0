import { describe, expect, it } from 'vitest';
import { formatDistance, formatMoney, formatPoints } from './display-format';

describe('display formats (spec 1 §5)', () => {
  it('shows money with a $, two decimals and thousands separators, the minus before the $', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-2)).toBe('-$2.00');
  });

  it('shows points with pts and distances in km from 1 km, metres below', () => {
    expect(formatPoints(20000)).toBe('20,000 pts');
    expect(formatDistance(2.345)).toBe('2.35 km');
    expect(formatDistance(1)).toBe('1 km');
    expect(formatDistance(0.42)).toBe('420 m');
  });
});
