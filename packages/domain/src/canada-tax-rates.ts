import type { TaxPlace } from './taxes';

/** A seeded tax rate: its type, percentage and place. */
export interface SeededTaxRate extends TaxPlace {
  taxType: 'HST' | 'GST' | 'PST' | 'QST' | 'RST';
  percentage: number;
}

const province = (name: string, ...rates: [SeededTaxRate['taxType'], number][]): SeededTaxRate[] =>
  rates.map(([taxType, percentage]) => ({
    taxType,
    percentage,
    country: 'Canada',
    province: name,
    city: null,
  }));

/**
 * Canada's sales taxes as the contract seeds them (§4 Seeded rates). Provinces and territories
 * with GST only (Alberta, Yukon, Northwest Territories, Nunavut) have no row of their own: the
 * country level applies there. The migration `0002_seed_canada_taxes` writes exactly these.
 */
export const CANADA_TAX_RATES: readonly SeededTaxRate[] = [
  { taxType: 'GST', percentage: 5, country: 'Canada', province: null, city: null },
  ...province('Ontario', ['HST', 13]),
  ...province('New Brunswick', ['HST', 15]),
  ...province('Newfoundland and Labrador', ['HST', 15]),
  ...province('Prince Edward Island', ['HST', 15]),
  ...province('Nova Scotia', ['HST', 14]),
  ...province('British Columbia', ['GST', 5], ['PST', 7]),
  ...province('Manitoba', ['GST', 5], ['RST', 7]),
  ...province('Saskatchewan', ['GST', 5], ['PST', 6]),
  ...province('Quebec', ['GST', 5], ['QST', 9.975]),
];
