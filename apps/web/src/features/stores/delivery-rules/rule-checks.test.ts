import type { DeliveryRule } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { deleteProblem, isFirstAtDistance, ruleProblem } from './rule-checks';

const rule = (id: string, distance: number, minAmount: number): DeliveryRule => ({
  id,
  storeId: '1',
  name: `${distance} km`,
  distance,
  price: 5,
  minAmount,
  taxConfigIds: [],
  isDefaultStoreTax: true,
  status: 'ACTIVE',
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
});

const rules = [rule('a', 5, 0), rule('b', 5, 30), rule('c', 10, 0)];

describe('ruleProblem', () => {
  it.each([
    ['a first rule at a new distance with a zero minimum', { id: null, distance: 15, minAmount: 0 }, null],
    [
      'a first rule at a new distance with a minimum',
      { id: null, distance: 15, minAmount: 20 },
      'ZERO_MINIMUM_REQUIRED',
    ],
    ['a second rule at a distance with another minimum', { id: null, distance: 5, minAmount: 50 }, null],
    ['the same distance and minimum again', { id: null, distance: 5, minAmount: 30 }, 'NOT_UNIQUE'],
    ['the same pair as written with cents', { id: null, distance: 10, minAmount: 0.0 }, 'NOT_UNIQUE'],
    [
      'the zero rule of a distance given a minimum',
      { id: 'a', distance: 5, minAmount: 10 },
      'ZERO_MINIMUM_REQUIRED',
    ],
    [
      'the zero rule moved away from its distance',
      { id: 'a', distance: 7, minAmount: 0 },
      'ZERO_MINIMUM_REQUIRED',
    ],
    ['a rule saved unchanged', { id: 'b', distance: 5, minAmount: 30 }, null],
  ])('%s', (_name, draft, expected) => {
    expect(ruleProblem(rules, draft)).toBe(expected);
  });
});

describe('deleteProblem', () => {
  it('refuses to delete the zero rule while its distance has others', () => {
    expect(deleteProblem(rules, 'a')).toBe('ZERO_MINIMUM_REQUIRED');
  });

  it.each(['b', 'c'])('allows deleting rule %s', (id) => {
    expect(deleteProblem(rules, id)).toBeNull();
  });
});

describe('isFirstAtDistance', () => {
  it.each([
    [{ id: null, distance: 15 }, true],
    [{ id: null, distance: 5 }, false],
    [{ id: 'c', distance: 10 }, true],
    [{ id: 'a', distance: 5 }, false],
  ])('%j is first: %s', (draft, expected) => {
    expect(isFirstAtDistance(rules, draft)).toBe(expected);
  });
});
