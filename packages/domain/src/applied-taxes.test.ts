import { describe, expect, it } from 'vitest';
import { applyTaxes, percentageInThousandths } from './applied-taxes';

describe('percentageInThousandths', () => {
  it.each([
    [13, 13_000],
    [9.975, 9_975],
    [0.001, 1],
  ])('%s%% → %s', (pct, milli) => expect(percentageInThousandths(pct)).toBe(milli));
});

describe('applyTaxes', () => {
  it.each([
    ['HST 13 on 3.99', 399, [{ taxType: 'HST', percentage: 13 }], [['HST', 52]]],
    [
      'GST 5 + QST 9.975 on 6.99',
      699,
      [
        { taxType: 'GST', percentage: 5 },
        { taxType: 'QST', percentage: 9.975 },
      ],
      [
        ['GST', 35],
        ['QST', 70],
      ],
    ],
    ['half a cent rounds up', 10, [{ taxType: 'GST', percentage: 5 }], [['GST', 1]]],
    ['zero taxes are omitted', 9, [{ taxType: 'GST', percentage: 5 }], []],
    ['a free delivery has no taxes', 0, [{ taxType: 'HST', percentage: 13 }], []],
    ['exempt', 500, [], []],
  ])('%s', (_name, cents, rates, expected) => {
    expect(applyTaxes(cents, rates).map((tax) => [tax.taxType, tax.taxAmountCents])).toEqual(expected);
  });
});
