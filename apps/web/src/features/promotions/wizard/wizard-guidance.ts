import { toCents } from '@perkdesk/domain';
import { parseMoney } from '../../../components/money-input/money-text';
import type { ItemGroup, KnownProduct } from './wizard-values';

// Spec 2 §5 guidance and warnings: shown beside the fields, never blocking (contract §6: the 50%
// warnings are client-side only).

export const POINTS_GUIDE = { min: 100, max: 1000 } as const;
export const PUNCHES_GUIDE = { min: 3, max: 12 } as const;

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Whether a typed points value lies outside the advised 100–1,000 (1,000 points ≈ $1). */
export function pointsOutsideGuide(text: string): boolean {
  const value = wholeNumber(text);
  return value !== null && (value < POINTS_GUIDE.min || value > POINTS_GUIDE.max);
}

/** Whether a typed punch count lies outside the usual 3–12. */
export function punchesOutsideGuide(text: string): boolean {
  const value = wholeNumber(text);
  return value !== null && (value < PUNCHES_GUIDE.min || value > PUNCHES_GUIDE.max);
}

/**
 * The cheapest (or dearest) price of one use: per group, its cheapest (dearest) product times
 * the group's quantity, in cents. Null until every group has a priced product.
 */
export function oneUseSumCents(
  groups: readonly ItemGroup[],
  products: ReadonlyMap<string, KnownProduct>,
  pick: 'min' | 'max',
): number | null {
  let total = 0;
  for (const group of groups) {
    const prices = group.productIds
      .map((id) => products.get(id)?.price)
      .filter((price): price is number => typeof price === 'number')
      .map(toCents);
    if (prices.length === 0) return null;
    const quantity = wholeNumber(group.quantity) ?? 1;
    total += (pick === 'min' ? Math.min(...prices) : Math.max(...prices)) * quantity;
  }
  return groups.length > 0 ? total : null;
}

const centsOf = (text: string) => {
  const amount = parseMoney(text.trim());
  return amount === null ? null : toCents(amount);
};

/** Combo: a discount above 50% of the minimum sum of the products warns. */
export function comboDiscountWarns(minimumSumCents: number | null, discountText: string): boolean {
  const discount = centsOf(discountText);
  return minimumSumCents !== null && discount !== null && discount * 2 > minimumSumCents;
}

/** Bundle: a flat price below 50% of the maximum sum of the products warns. */
export function bundlePriceWarns(maximumSumCents: number | null, priceText: string): boolean {
  const price = centsOf(priceText);
  return maximumSumCents !== null && price !== null && price * 2 < maximumSumCents;
}
