import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatDateTime,
  formatDistance,
  formatMinutes,
  formatMoney,
  formatPoints,
  formatTaxes,
  orderNumber,
} from './order-format';

describe('display rules of spec 1 §5', () => {
  it('amounts: $ prefix, 2 decimals, thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney(-2.3)).toBe('-$2.30');
    expect(formatMoney(null)).toBeNull();
  });

  it('points with a pts suffix', () => {
    expect(formatPoints(12500)).toBe('12,500 pts');
    expect(formatPoints(undefined)).toBeNull();
  });

  it('distances: km from 1, metres below', () => {
    expect(formatDistance(2.345)).toBe('2.35 km');
    expect(formatDistance(1)).toBe('1 km');
    expect(formatDistance(0.45)).toBe('450 m');
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(null)).toBeNull();
  });

  it('the order number is the last 4 characters of the id', () => {
    expect(orderNumber('20260315103000123457')).toBe('3457');
  });

  it('dates in en-US, in the store time zone', () => {
    expect(formatDateTime('2026-03-15T17:05:00.000Z', 'America/Toronto')).toBe('Mar 15, 2026, 1:05 PM');
    expect(formatDateTime('2026-03-15T17:05:00.000Z', 'America/Vancouver')).toBe('Mar 15, 2026, 10:05 AM');
    expect(formatDateTime(null)).toBeNull();
  });

  it('an empty tax list has no text (the screen says tax exempt)', () => {
    expect(formatTaxes([])).toBeNull();
    expect(
      formatTaxes([
        { taxType: 'GST', taxPercentage: 5, taxAmount: 0.5 },
        { taxType: 'QST', taxPercentage: 9.975, taxAmount: 1 },
      ]),
    ).toBe('GST 5% $0.50 · QST 9.975% $1.00');
  });

  it('addresses: unit, street, city, postal code', () => {
    expect(
      formatAddress({
        unit: '4',
        streetNumber: '120',
        streetName: 'King St W',
        city: 'Toronto',
        province: 'ON',
        country: 'CA',
        postalCode: 'M5H 1J9',
      }),
    ).toBe('#4, 120 King St W, Toronto, M5H 1J9');
    expect(formatAddress(null)).toBeNull();
  });

  it('minutes, or nothing while not set', () => {
    expect(formatMinutes(25)).toBe('25 min');
    expect(formatMinutes(null)).toBeNull();
  });
});
