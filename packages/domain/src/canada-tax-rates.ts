import type { TaxPlace } from './taxes';

/** A seeded tax rate: its type, percentage and place. */
export interface SeededTaxRate extends TaxPlace {
  id: string;
  taxType: 'HST' | 'GST' | 'PST' | 'QST' | 'RST';
  percentage: number;
}

// Fixed ids, so that a store's taxConfigIds mean the same on every installation.
const id = (n: number) => `100000000000000000${String(n).padStart(2, '0')}`;

const province = (name: string, ...rates: [number, SeededTaxRate['taxType'], number][]): SeededTaxRate[] =>
  rates.map(([n, taxType, percentage]) => ({
    id: id(n),
    taxType,
    percentage,
    country: 'Canada',
    province: name,
    city: null,
  }));

/**
 * Canada's sales taxes as the contract seeds them (§4 Seeded rates). Provinces and territories
 * with GST only (Alberta, Yukon, Northwest Territories, Nunavut) have no row of their own: the
 * country level applies there. The migration `0002_seed_canada_taxes` writes exactly these, with
 * descriptions
 * such as "Ontario HST 13%".
 */
export const CANADA_TAX_RATES: readonly SeededTaxRate[] = [
  { id: id(1), taxType: 'GST', percentage: 5, country: 'Canada', province: null, city: null },
  ...province('Ontario', [2, 'HST', 13]),
  ...province('New Brunswick', [3, 'HST', 15]),
  ...province('Newfoundland and Labrador', [4, 'HST', 15]),
  ...province('Prince Edward Island', [5, 'HST', 15]),
  ...province('Nova Scotia', [6, 'HST', 14]),
  ...province('British Columbia', [7, 'GST', 5], [8, 'PST', 7]),
  ...province('Manitoba', [9, 'GST', 5], [10, 'RST', 7]),
  ...province('Saskatchewan', [11, 'GST', 5], [12, 'PST', 6]),
  ...province('Quebec', [13, 'GST', 5], [14, 'QST', 9.975]),
];
