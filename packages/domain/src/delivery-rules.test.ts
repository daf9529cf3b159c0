import { describe, expect, it } from 'vitest';
import { checkDeliveryRules, type DeliveryRuleTerms, selectDeliveryRule } from './delivery-rules';

const rule = (
  id: string,
  distance: number,
  minAmountCents: number,
  status: DeliveryRuleTerms['status'] = 'ACTIVE',
): DeliveryRuleTerms => ({ id, distance, minAmountCents, status });

describe('checkDeliveryRules', () => {
  it.each<[string, DeliveryRuleTerms[], ReturnType<typeof checkDeliveryRules>]>([
    ['no rules', [], null],
    ['one zero-minimum rule', [rule('a', 5, 0)], null],
    ['a first rule with a minimum', [rule('a', 5, 1000)], 'ZERO_MINIMUM_REQUIRED'],
    ['a zero and a higher minimum at one distance', [rule('a', 5, 0), rule('b', 5, 3000)], null],
    ['a duplicate pair', [rule('a', 5, 0), rule('b', 5, 0)], 'NOT_UNIQUE'],
    ['a duplicate pair where one is inactive', [rule('a', 5, 0), rule('b', 5, 0, 'INACTIVE')], 'NOT_UNIQUE'],
    ['a duplicate of a deleted rule', [rule('a', 5, 0), rule('b', 5, 0, 'DELETED')], null],
    [
      'a distance whose zero rule was deleted',
      [rule('a', 5, 0, 'DELETED'), rule('b', 5, 500)],
      'ZERO_MINIMUM_REQUIRED',
    ],
    ['an inactive zero rule still counts', [rule('a', 5, 0, 'INACTIVE'), rule('b', 5, 500)], null],
    ['each distance needs its own zero rule', [rule('a', 5, 0), rule('b', 8, 500)], 'ZERO_MINIMUM_REQUIRED'],
    ['decimal distances', [rule('a', 2.5, 0), rule('b', 2.5, 1), rule('c', 2.75, 0)], null],
  ])('%s → %s', (_name, rules, expected) => expect(checkDeliveryRules(rules)).toBe(expected));
});

describe('selectDeliveryRule', () => {
  const rules = [
    rule('near', 3, 0),
    rule('near-free', 3, 3000),
    rule('far', 8, 0),
    rule('far-inactive-bonus', 8, 2000, 'INACTIVE'),
    rule('deleted', 1, 0, 'DELETED'),
  ];
  it.each([
    ['at the smallest distance', 2, 1000, 'near'],
    ['exactly at a rule distance (distance ≥ d)', 3, 1000, 'near'],
    ['just past it goes to the next distance', 3.01, 1000, 'far'],
    ['the highest minimum reached', 3, 3000, 'near-free'],
    ['one cent below the higher minimum', 3, 2999, 'near'],
    ['a zero distance', 0, 0, 'near'],
    ['inactive rules are ignored', 8, 5000, 'far'],
    ['exactly the largest distance', 8, 0, 'far'],
    ['beyond every rule', 8.01, 0, null],
  ])('%s: %s km, %s cents → %s', (_name, distance, amount, expected) => {
    expect(selectDeliveryRule(rules, distance, amount)?.id ?? null).toBe(expected);
  });

  it('finds nothing when the amount is under every minimum', () => {
    expect(selectDeliveryRule([rule('a', 5, 500)], 1, 499)).toBeNull();
  });
});
