/**
 * The taxes the tax step starts from: the first store's own once it exists (they are what it
 * charges), else those chosen on the profile, else the address's default set (contract §3:
 * the first store is created with the chosen ones or that default).
 */
export function initialTaxIds(
  storeTaxIds: readonly string[] | undefined,
  profileTaxIds: readonly string[],
  defaultIds: readonly string[],
): string[] {
  if (storeTaxIds && storeTaxIds.length > 0) return [...storeTaxIds];
  if (profileTaxIds.length > 0) return [...profileTaxIds];
  return [...defaultIds];
}

export const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
