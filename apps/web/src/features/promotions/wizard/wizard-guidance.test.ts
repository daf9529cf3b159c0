import { describe, expect, it } from 'vitest';
import {
  bundlePriceWarns,
  comboDiscountWarns,
  oneUseSumCents,
  pointsOutsideGuide,
  punchesOutsideGuide,
} from './wizard-guidance';
import type { KnownProduct } from './wizard-values';

const products = new Map<string, KnownProduct>(
  [
    { id: 'a', name: 'Latte', price: 4.5, deleted: false },
    { id: 'b', name: 'Muffin', price: 3.25, deleted: false },
    { id: 'c', name: 'Scone', price: 2.75, deleted: false },
  ].map((product) => [product.id, product]),
);
const groups = [
  { productIds: ['a'], quantity: '1' },
  { productIds: ['b', 'c'], quantity: '2' },
];

describe('guidance', () => {
  it('advises 100–1,000 points', () => {
    expect(pointsOutsideGuide('99')).toBe(true);
    expect(pointsOutsideGuide('100')).toBe(false);
    expect(pointsOutsideGuide('1000')).toBe(false);
    expect(pointsOutsideGuide('1001')).toBe(true);
    expect(pointsOutsideGuide('')).toBe(false);
  });

  it('advises 3–12 punches', () => {
    expect(punchesOutsideGuide('2')).toBe(true);
    expect(punchesOutsideGuide('3')).toBe(false);
    expect(punchesOutsideGuide('12')).toBe(false);
    expect(punchesOutsideGuide('13')).toBe(true);
  });

  it('sums one use from the cheapest or dearest product of each group', () => {
    expect(oneUseSumCents(groups, products, 'min')).toBe(450 + 2 * 275);
    expect(oneUseSumCents(groups, products, 'max')).toBe(450 + 2 * 325);
    expect(oneUseSumCents([{ productIds: [], quantity: '1' }], products, 'min')).toBeNull();
  });

  it('warns when a combo discount is above half the minimum sum', () => {
    expect(comboDiscountWarns(1000, '5.00')).toBe(false);
    expect(comboDiscountWarns(1000, '5.01')).toBe(true);
    expect(comboDiscountWarns(null, '50')).toBe(false);
  });

  it('warns when a bundle price is below half the maximum sum', () => {
    expect(bundlePriceWarns(1100, '5.50')).toBe(false);
    expect(bundlePriceWarns(1100, '5.49')).toBe(true);
    expect(bundlePriceWarns(1100, '')).toBe(false);
  });
});
