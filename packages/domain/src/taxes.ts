import { countryKey, normalisePlaceName, provinceKey } from './places';

/** Where a tax applies: a country, a province of it, or a city of that province. */
export interface TaxPlace {
  country: string;
  province: string | null;
  city: string | null;
}

/** A tax's level: the most specific part of its place that is set (spec 2 §3 Tax config). */
export type TaxLevel = 'CITY' | 'PROVINCE' | 'COUNTRY';

export const TAX_MESSAGES = {
  required: 'At least one tax configuration is required.',
  oneLocation: 'Multiple taxes must share one location.',
  unknown: 'Unknown tax configuration.',
} as const;

export function taxLevelOf(place: TaxPlace): TaxLevel {
  if (place.city) return 'CITY';
  if (place.province) return 'PROVINCE';
  return 'COUNTRY';
}

/** One comparable key per place: level and normalised names, so "ON" and "Ontario" meet. */
function placeKey(place: TaxPlace): string {
  const country = countryKey(place.country);
  const province = place.province ? provinceKey(place.country, place.province) : '';
  const city = place.city ? normalisePlaceName(place.city) : '';
  return [taxLevelOf(place), country, province, city].join('|');
}

/** Whether the taxes all sit at one level and one place (store taxes, contract §4). */
export function shareOneLocation(places: readonly TaxPlace[]): boolean {
  return new Set(places.map(placeKey)).size <= 1;
}

/** An address, or the part of one a tax lookup needs. */
export interface PlaceQuery {
  country?: string | null;
  province?: string | null;
  city?: string | null;
}

const sameCountry = (tax: TaxPlace, query: PlaceQuery) =>
  !!query.country && countryKey(tax.country) === countryKey(query.country);
const sameProvince = (tax: TaxPlace, query: PlaceQuery) =>
  !!tax.province &&
  !!query.province &&
  provinceKey(tax.country, tax.province) === provinceKey(tax.country, query.province);
const sameCity = (tax: TaxPlace, query: PlaceQuery) =>
  !!tax.city && !!query.city && normalisePlaceName(tax.city) === normalisePlaceName(query.city);

/**
 * The default taxes for an address (contract §4): the most specific level with a match —
 * city (country, province and city match), else province (city null), else country
 * (province null). Matching ignores case; a province may be a name or a two-letter code.
 */
export function defaultTaxes<T extends TaxPlace>(taxes: readonly T[], query: PlaceQuery): T[] {
  const inCountry = taxes.filter((tax) => sameCountry(tax, query));
  const city = inCountry.filter((tax) => sameProvince(tax, query) && sameCity(tax, query));
  if (city.length > 0) return city;
  const province = inCountry.filter((tax) => !tax.city && sameProvince(tax, query));
  if (province.length > 0) return province;
  return inCountry.filter((tax) => !tax.province && !tax.city);
}

/**
 * The taxes that can apply at a place, for a selection list: each given part narrows the list,
 * keeping the less specific levels above it (a province query keeps the country level too).
 */
export function taxesApplicableAt<T extends TaxPlace>(taxes: readonly T[], query: PlaceQuery): T[] {
  return taxes.filter((tax) => {
    if (query.country && !sameCountry(tax, query)) return false;
    if (query.province && tax.province && !sameProvince(tax, query)) return false;
    if (query.city && tax.city && !sameCity(tax, query)) return false;
    return true;
  });
}
