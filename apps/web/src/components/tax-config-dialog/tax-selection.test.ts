import type { TaxConfig } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { checkTaxSelection, groupByPlace, taxLabel } from './tax-selection';

let next = 10_000_000_000_000_000_000n;
const tax = (
  taxType: TaxConfig['taxType'],
  percentage: number,
  province: string | null,
  city: string | null = null,
): TaxConfig => ({
  id: String(next++),
  taxType,
  percentage,
  description: `${taxType} ${province ?? 'Canada'}`,
  country: 'Canada',
  province,
  city,
  productCategory: null,
});

const gst = tax('GST', 5, null);
const hstOn = tax('HST', 13, 'Ontario');
const pstBc = tax('PST', 7, 'British Columbia');
const gstBc = tax('GST', 5, 'British Columbia');
const cityTax = tax('PST', 1, 'Ontario', 'Toronto');

describe('checkTaxSelection', () => {
  it.each([
    ['nothing chosen', [], false, 'required'],
    ['nothing chosen where none means exempt', [], true, null],
    ['one tax', [hstOn], false, null],
    ['two taxes of one province', [gstBc, pstBc], false, null],
    ['a province and the country', [hstOn, gst], false, 'oneLocation'],
    ['two provinces', [hstOn, pstBc], false, 'oneLocation'],
    ['a city and its province', [cityTax, hstOn], false, 'oneLocation'],
  ])('%s', (_name, selected, allowEmpty, expected) => {
    expect(checkTaxSelection(selected, allowEmpty)).toBe(expected);
  });
});

describe('groupByPlace', () => {
  it('puts the most specific places first', () => {
    const groups = groupByPlace([gst, hstOn, pstBc, gstBc, cityTax]);
    expect(groups.map((g) => [g.level, g.place, g.taxes.map((t) => t.taxType)])).toEqual([
      ['CITY', 'Toronto, Ontario, Canada', ['PST']],
      ['PROVINCE', 'British Columbia, Canada', ['GST', 'PST']],
      ['PROVINCE', 'Ontario, Canada', ['HST']],
      ['COUNTRY', 'Canada', ['GST']],
    ]);
  });
});

describe('taxLabel', () => {
  it.each([
    [{ taxType: 'HST', percentage: 13 }, 'HST 13%'],
    [{ taxType: 'QST', percentage: 9.975 }, 'QST 9.975%'],
  ] as const)('labels %j', (input, expected) => {
    expect(taxLabel(input)).toBe(expected);
  });
});
