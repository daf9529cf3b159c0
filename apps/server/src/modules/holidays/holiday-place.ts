import Holidays from 'date-holidays';

/** A place the holiday data knows: its country, its state or province when known, and a language. */
export interface HolidayPlace {
  country: string;
  state: string | undefined;
  language: string;
}

/**
 * Places whose language differs from their country's first one in the data; stores have no
 * language of their own, so the place decides.
 */
const LANGUAGE_OF_STATE: Record<string, string> = { 'CA-QC': 'fr' };
/** Names are matched in the languages addresses are written in here. */
const NAME_LANGUAGES = ['en', 'fr', 'es'];

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The code whose code or name (in any of NAME_LANGUAGES) is `written`, if any. */
function codeOf(written: string, names: (language: string) => Record<string, string>): string | undefined {
  const wanted = folded(written);
  for (const language of NAME_LANGUAGES) {
    const found = Object.entries(names(language)).find(
      ([code, name]) => folded(code) === wanted || folded(name) === wanted,
    );
    if (found) return found[0];
  }
  return undefined;
}

/**
 * The place of a store's address, written as codes (`CA`, `ON`) or names (`Canada`, `Québec`).
 * Null when the data does not know the country; an unknown province falls back to the country.
 */
export function holidayPlace(address: { country?: unknown; province?: unknown }): HolidayPlace | null {
  if (typeof address.country !== 'string') return null;
  const data = new Holidays();
  const country = codeOf(address.country, (language) => data.getCountries(language));
  if (!country) return null;
  const state =
    typeof address.province === 'string'
      ? codeOf(address.province, (language) => data.getStates(country, language) ?? {})
      : undefined;
  const languages = new Holidays(country, state ?? '').getLanguages();
  const language = (state && LANGUAGE_OF_STATE[`${country}-${state}`]) ?? languages[0] ?? 'en';
  return { country, state, language };
}
