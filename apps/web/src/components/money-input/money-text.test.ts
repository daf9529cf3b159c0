import { describe, expect, it } from 'vitest';
import { isMoneyText, moneyText, parseMoney } from './money-text';

describe('money text', () => {
  it.each(['', '0', '12', '12.', '12.5', '12.50', '.5'])('accepts "%s" while typing', (text) => {
    expect(isMoneyText(text)).toBe(true);
  });

  it.each(['-1', '1.234', '1e3', '1,5', 'abc', '1.2.3', ' 1'])('refuses "%s"', (text) => {
    expect(isMoneyText(text)).toBe(false);
  });

  it.each([
    ['', null],
    ['.', null],
    ['12.5', 12.5],
    ['0', 0],
    ['1.234', null],
  ])('parses "%s" as %s', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it('shows amounts with two decimals', () => {
    expect(moneyText(5)).toBe('5.00');
    expect(moneyText(null)).toBe('');
  });
});
