/** What the checks and the selection need of a delivery rule; amounts in cents, distance in km. */
export interface DeliveryRuleTerms {
  id: string;
  distance: number;
  minAmountCents: number;
  status: 'ACTIVE' | 'INACTIVE' | 'DELETED';
}

export const DELIVERY_RULE_MESSAGES = {
  notUnique: 'It is not unique. Please check Distance or Minimum Amount',
  zeroMinimumRequired: 'A rule is required in which the minimum amount is zero for this distance',
} as const;

export type DeliveryRuleProblem = 'NOT_UNIQUE' | 'ZERO_MINIMUM_REQUIRED';

/**
 * The checks over a store's rules as they would be after a write (contract §4), on the
 * non-deleted rules: each (distance, minAmount) pair once, and every distance that has rules
 * keeps one with a zero minimum. Status never matters, so a status change never breaks them.
 */
export function checkDeliveryRules(rules: readonly DeliveryRuleTerms[]): DeliveryRuleProblem | null {
  const live = rules.filter((rule) => rule.status !== 'DELETED');
  const pairs = new Set(live.map((rule) => `${rule.distance}|${rule.minAmountCents}`));
  if (pairs.size < live.length) return 'NOT_UNIQUE';
  const distances = new Set(live.map((rule) => rule.distance));
  for (const distance of distances) {
    if (!live.some((rule) => rule.distance === distance && rule.minAmountCents === 0)) {
      return 'ZERO_MINIMUM_REQUIRED';
    }
  }
  return null;
}

/**
 * The rule for a delivery of `distance` km and an amount in cents (contract §4 Selection): among
 * the ACTIVE rules with distance ≥ d and minAmount ≤ a, those at the smallest distance, and of
 * them the one with the highest minimum. Null when none matches.
 */
export function selectDeliveryRule<T extends DeliveryRuleTerms>(
  rules: readonly T[],
  distance: number,
  amountCents: number,
): T | null {
  const candidates = rules.filter(
    (rule) => rule.status === 'ACTIVE' && rule.distance >= distance && rule.minAmountCents <= amountCents,
  );
  if (candidates.length === 0) return null;
  const nearest = Math.min(...candidates.map((rule) => rule.distance));
  return candidates
    .filter((rule) => rule.distance === nearest)
    .reduce((best, rule) => (rule.minAmountCents > best.minAmountCents ? rule : best));
}
