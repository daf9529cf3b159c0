import type { DeliveryRule } from '@perkdesk/contracts';
import {
  checkDeliveryRules,
  type DeliveryRuleProblem,
  type DeliveryRuleTerms,
  toCents,
} from '@perkdesk/domain';

/** A rule as the editor holds it: no id yet for a new one. */
export interface RuleDraft {
  id: string | null;
  distance: number;
  minAmount: number;
}

const DRAFT_ID = 'draft';
const termsOf = (
  rule: Pick<DeliveryRule, 'id' | 'distance' | 'minAmount' | 'status'>,
): DeliveryRuleTerms => ({
  id: rule.id,
  distance: rule.distance,
  minAmountCents: toCents(rule.minAmount),
  status: rule.status,
});

/**
 * The server's checks (contract §4, packages/domain) over the store's rules as they would be
 * after saving `draft`, so the editor can refuse with the same message before sending.
 */
export function ruleProblem(rules: readonly DeliveryRule[], draft: RuleDraft): DeliveryRuleProblem | null {
  const others = rules.filter((rule) => rule.id !== draft.id).map(termsOf);
  const mine = termsOf({ ...draft, id: draft.id ?? DRAFT_ID, status: 'ACTIVE' });
  return checkDeliveryRules([...others, mine]);
}

/** The same checks after deleting a rule: a distance may not lose its zero-minimum rule. */
export function deleteProblem(rules: readonly DeliveryRule[], id: string): DeliveryRuleProblem | null {
  return checkDeliveryRules(rules.filter((rule) => rule.id !== id).map(termsOf));
}

/** No other rule at this distance: the draft is its first, so its minimum must be 0 (spec 2 §5). */
export function isFirstAtDistance(
  rules: readonly DeliveryRule[],
  draft: Pick<RuleDraft, 'id' | 'distance'>,
): boolean {
  return !rules.some(
    (rule) => rule.id !== draft.id && rule.status !== 'DELETED' && rule.distance === draft.distance,
  );
}
