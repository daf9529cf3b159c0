import { describe, expect, it } from 'vitest';
import { CANADA_TAX_RATES } from './canada-tax-rates';
import { defaultTaxes, shareOneLocation, type TaxPlace, taxesApplicableAt, taxLevelOf } from './taxes';

const rates = [
  ...CANADA_TAX_RATES,
  // A city-level rate, to show the most specific level wins.
  {
    id: 'city',
    taxType: 'PST',
    percentage: 1,
    country: 'Canada',
    province: 'Ontario',
    city: 'Toronto',
  } as const,
];
const describeSet = (taxes: readonly { taxType: string; percentage: number }[]) =>
  taxes.map((tax) => `${tax.taxType} ${tax.percentage}`).join(' + ');

describe('defaultTaxes', () => {
  it.each([
    ['Ontario by code', { country: 'CA', province: 'ON', city: 'Ottawa' }, 'HST 13'],
    ['Ontario by name, any case', { country: 'canada', province: 'ONTARIO', city: 'Ottawa' }, 'HST 13'],
    ['a city-level match wins', { country: 'Canada', province: 'on', city: 'toronto' }, 'PST 1'],
    ['Quebec', { country: 'CA', province: 'QC', city: 'Montréal' }, 'GST 5 + QST 9.975'],
    ['Québec with its accent', { country: 'Canada', province: 'Québec', city: null }, 'GST 5 + QST 9.975'],
    ['British Columbia', { country: 'CA', province: 'BC', city: 'Vancouver' }, 'GST 5 + PST 7'],
    ['Manitoba', { country: 'CA', province: 'Manitoba' }, 'GST 5 + RST 7'],
    ['Saskatchewan', { country: 'CA', province: 'SK' }, 'GST 5 + PST 6'],
    ['Nova Scotia', { country: 'CA', province: 'NS' }, 'HST 14'],
    ['New Brunswick', { country: 'CA', province: 'NB' }, 'HST 15'],
    ['Newfoundland and Labrador', { country: 'CA', province: 'NL' }, 'HST 15'],
    ['Prince Edward Island', { country: 'CA', province: 'PE' }, 'HST 15'],
    ['Alberta falls back to the country', { country: 'CA', province: 'AB', city: 'Calgary' }, 'GST 5'],
    ['Yukon falls back to the country', { country: 'CA', province: 'YT' }, 'GST 5'],
    ['Northwest Territories', { country: 'CA', province: 'Northwest Territories' }, 'GST 5'],
    ['Nunavut', { country: 'CA', province: 'NU' }, 'GST 5'],
    ['an unknown province falls back to the country', { country: 'CA', province: 'Atlantis' }, 'GST 5'],
    ['no province', { country: 'Canada' }, 'GST 5'],
    ['another country has no taxes', { country: 'US', province: 'NY' }, ''],
    ['no country', { province: 'ON' }, ''],
  ])('%s', (_name, query, expected) => {
    expect(describeSet(defaultTaxes(rates, query))).toBe(expected);
  });
});

describe('taxLevelOf', () => {
  it.each<[TaxPlace, string]>([
    [{ country: 'Canada', province: null, city: null }, 'COUNTRY'],
    [{ country: 'Canada', province: 'Ontario', city: null }, 'PROVINCE'],
    [{ country: 'Canada', province: 'Ontario', city: 'Toronto' }, 'CITY'],
  ])('%o → %s', (place, level) => expect(taxLevelOf(place)).toBe(level));
});

describe('shareOneLocation', () => {
  const at = (province: string | null, city: string | null = null, country = 'Canada') => ({
    country,
    province,
    city,
  });
  it.each<[string, TaxPlace[], boolean]>([
    ['none', [], true],
    ['one', [at('Quebec')], true],
    ['GST and QST of Quebec', [at('Quebec'), at('Quebec')], true],
    ['a name and a code of one province', [at('Quebec'), at('qc')], true],
    ['country and province levels', [at(null), at('Quebec')], false],
    ['two provinces', [at('Quebec'), at('Ontario')], false],
    ['two cities', [at('Ontario', 'Toronto'), at('Ontario', 'Ottawa')], false],
    ['a city and its province', [at('Ontario', 'Toronto'), at('Ontario')], false],
    ['one country by name and code', [at(null, null, 'Canada'), at(null, null, 'CA')], true],
  ])('%s → %s', (_name, places, expected) => expect(shareOneLocation(places)).toBe(expected));
});

describe('taxesApplicableAt', () => {
  it.each([
    ['everything without a query', {}, 15],
    ['a country keeps all its levels', { country: 'CA' }, 15],
    ['a province keeps the country level', { country: 'CA', province: 'QC' }, 3],
    ['a city keeps its province and country', { country: 'CA', province: 'ON', city: 'Toronto' }, 3],
    ['another city of the province', { country: 'CA', province: 'ON', city: 'Ottawa' }, 2],
    ['another country', { country: 'US' }, 0],
  ])('%s', (_name, query, count) => expect(taxesApplicableAt(rates, query)).toHaveLength(count));
});
