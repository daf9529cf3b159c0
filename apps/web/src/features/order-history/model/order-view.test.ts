import { describe, expect, it } from 'vitest';
import { itemsSummary, type PriceRow, priceRows, serveTypeOf } from './order-view';

const base = {
  subAmount: 20,
  discountAmount: 0,
  appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 2.6 }],
  serveType: 'PICKUP' as const,
  deliveryPrice: 0,
  deliveryAppliedTaxes: [],
  isDeliveryPriceTaxExempt: false,
  serviceFee: 0,
  globalPointsUsed: 0,
  globalPointsEquivalentAmount: 0,
  totalAmount: 22.6,
};

const kinds = (rows: PriceRow[]) => rows.map((row) => row.kind);

/** Every amount row, signed, adds up to the total (contract §1 Money identities). */
const sumOf = (rows: PriceRow[]) =>
  rows.reduce((sum, row) => {
    if (row.kind === 'tax' || row.kind === 'deliveryTax') return sum + row.tax.taxAmount;
    if ('amount' in row && row.kind !== 'total') return sum + row.amount;
    return sum;
  }, 0);

describe('priceRows (spec 1 §5)', () => {
  it('a plain pick-up order: subtotal, taxes, total; no discount, fee, delivery or points rows', () => {
    expect(kinds(priceRows(base))).toEqual(['subtotal', 'tax', 'total']);
  });

  it('an empty tax list shows tax exempt', () => {
    expect(kinds(priceRows({ ...base, appliedTaxes: [], totalAmount: 20 }))).toEqual([
      'subtotal',
      'taxExempt',
      'total',
    ]);
  });

  it('discount, service fee above 0 and global points show when set, and the rows add up', () => {
    const order = {
      ...base,
      discountAmount: 2,
      serviceFee: 0.99,
      globalPointsUsed: 10000,
      globalPointsEquivalentAmount: 1,
      totalAmount: 20 - 2 + 2.6 + 0.99 - 1,
    };
    const rows = priceRows(order);
    expect(kinds(rows)).toEqual(['subtotal', 'discount', 'tax', 'serviceFee', 'globalPoints', 'total']);
    expect(rows).toContainEqual({ kind: 'globalPoints', points: 10000, amount: -1 });
    expect(sumOf(rows)).toBeCloseTo(order.totalAmount, 10);
  });

  it('a delivery adds its price and its taxes, or says its price is tax exempt', () => {
    const taxed = {
      ...base,
      serveType: 'DELIVERY' as const,
      deliveryPrice: 3.99,
      deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.52 }],
      totalAmount: 20 + 2.6 + 3.99 + 0.52,
    };
    expect(kinds(priceRows(taxed))).toEqual(['subtotal', 'tax', 'delivery', 'deliveryTax', 'total']);
    expect(sumOf(priceRows(taxed))).toBeCloseTo(taxed.totalAmount, 10);
    const exempt = { ...taxed, deliveryAppliedTaxes: [], isDeliveryPriceTaxExempt: true, totalAmount: 26.59 };
    expect(kinds(priceRows(exempt))).toEqual(['subtotal', 'tax', 'delivery', 'deliveryTaxExempt', 'total']);
  });

  it('a zero service fee stays hidden', () => {
    expect(kinds(priceRows({ ...base, serviceFee: 0 }))).not.toContain('serviceFee');
  });
});

describe('serveTypeOf', () => {
  it('reads isPickup when a history row has only that: true pick-up, false dine-in, null delivery', () => {
    expect(serveTypeOf({ isPickup: true })).toBe('PICKUP');
    expect(serveTypeOf({ isPickup: false })).toBe('DINE_IN');
    expect(serveTypeOf({ isPickup: null })).toBe('DELIVERY');
    expect(serveTypeOf({})).toBeNull();
    expect(serveTypeOf({ serveType: 'DINE_IN', isPickup: false })).toBe('DINE_IN');
  });
});

describe('itemsSummary', () => {
  it('lists quantities and names', () => {
    expect(
      itemsSummary([
        { productName: 'Latte', quantity: 2 },
        { productName: 'Croissant', quantity: 1 },
      ]),
    ).toBe('2× Latte, 1× Croissant');
  });
});
