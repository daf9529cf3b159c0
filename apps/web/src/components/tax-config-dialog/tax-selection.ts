import type { TaxConfig } from '@perkdesk/contracts';
import { shareOneLocation, type TaxLevel, taxLevelOf } from '@perkdesk/domain';

export type TaxSelectionProblem = 'required' | 'oneLocation';

/**
 * Spec 2 §5: at least one tax configuration (unless none means exempt, as for a delivery
 * rule's own taxes), and several taxes only at one level and place.
 */
export function checkTaxSelection(
  selected: readonly TaxConfig[],
  allowEmpty = false,
): TaxSelectionProblem | null {
  if (selected.length === 0) return allowEmpty ? null : 'required';
  return shareOneLocation(selected) ? null : 'oneLocation';
}

export interface TaxPlaceGroup {
  key: string;
  level: TaxLevel;
  /** Most specific part first: "Toronto, Ontario, Canada". */
  place: string;
  taxes: TaxConfig[];
}

/** The taxes by place, most specific level first, then by name; within a place by type. */
export function groupByPlace(taxes: readonly TaxConfig[]): TaxPlaceGroup[] {
  const groups = new Map<string, TaxPlaceGroup>();
  for (const tax of taxes) {
    const place = [tax.city, tax.province, tax.country].filter(Boolean).join(', ');
    const level = taxLevelOf(tax);
    const key = `${level}|${place.toLocaleLowerCase()}`;
    const group = groups.get(key) ?? { key, level, place, taxes: [] };
    group.taxes.push(tax);
    groups.set(key, group);
  }
  const rank: Record<TaxLevel, number> = { CITY: 0, PROVINCE: 1, COUNTRY: 2 };
  return [...groups.values()]
    .map((group) => ({ ...group, taxes: group.taxes.sort((a, b) => a.taxType.localeCompare(b.taxType)) }))
    .sort((a, b) => rank[a.level] - rank[b.level] || a.place.localeCompare(b.place));
}

/** "HST 13%" — percentages keep up to three decimals (QST 9.975%). */
export function taxLabel(tax: Pick<TaxConfig, 'taxType' | 'percentage'>): string {
  return `${tax.taxType} ${Number(tax.percentage.toFixed(3))}%`;
}
