/** Canada's provinces and territories: two-letter code → the names an address may carry. */
const CANADIAN_PROVINCES: Record<string, readonly string[]> = {
  AB: ['Alberta'],
  BC: ['British Columbia', 'Colombie-Britannique'],
  MB: ['Manitoba'],
  NB: ['New Brunswick', 'Nouveau-Brunswick'],
  NL: ['Newfoundland and Labrador', 'Newfoundland', 'Terre-Neuve-et-Labrador'],
  NS: ['Nova Scotia', 'Nouvelle-Écosse'],
  NT: ['Northwest Territories', 'Territoires du Nord-Ouest'],
  NU: ['Nunavut'],
  ON: ['Ontario'],
  PE: ['Prince Edward Island', 'Île-du-Prince-Édouard'],
  QC: ['Quebec', 'Québec'],
  SK: ['Saskatchewan'],
  YT: ['Yukon', 'Yukon Territory'],
};

const COUNTRY_ALIASES: Record<string, readonly string[]> = { CA: ['CA', 'CAN', 'Canada'] };

/** Case, accents, hyphens and repeated spaces do not distinguish two place names. */
export function normalisePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim();
}

const lookup = (table: Record<string, readonly string[]>) => {
  const byName = new Map<string, string>();
  for (const [code, names] of Object.entries(table)) {
    byName.set(normalisePlaceName(code), code);
    for (const name of names) byName.set(normalisePlaceName(name), code);
  }
  return byName;
};
const COUNTRY_BY_NAME = lookup(COUNTRY_ALIASES);
const PROVINCE_BY_NAME = lookup(CANADIAN_PROVINCES);

/** A comparable key for a country: its ISO code where known ("Canada", "ca", "CAN" → "CA"). */
export function countryKey(country: string): string {
  const name = normalisePlaceName(country);
  return COUNTRY_BY_NAME.get(name) ?? name;
}

/** A comparable key for a province: in Canada its two-letter code, whether given by name or code. */
export function provinceKey(country: string, province: string): string {
  const name = normalisePlaceName(province);
  return (countryKey(country) === 'CA' ? PROVINCE_BY_NAME.get(name) : undefined) ?? name;
}
