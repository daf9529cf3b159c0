import { describe, expect, it } from 'vitest';
import { initialTaxIds, sameIds } from './tax-choice';

describe('tax choice', () => {
  it("starts from the store's taxes, else the profile's, else the address default", () => {
    expect(initialTaxIds(['s'], ['p'], ['d'])).toEqual(['s']);
    expect(initialTaxIds(undefined, ['p'], ['d'])).toEqual(['p']);
    expect(initialTaxIds([], [], ['d1', 'd2'])).toEqual(['d1', 'd2']);
    expect(initialTaxIds(undefined, [], [])).toEqual([]);
  });

  it('compares id sets regardless of order', () => {
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
  });
});
