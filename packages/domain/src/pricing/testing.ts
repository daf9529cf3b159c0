// Fixtures and checks shared by the pricing tests (not exported from the package).
import { CANADA_TAX_RATES } from '../canada-tax-rates';
import type { PricingDeliveryRule } from './delivery';
import type { ItemTaxEntry } from './effective-taxes';
import type { CartAddonInput, CartLineInput, PricedCart, PricingItem } from './price-cart';

const seeded = (province: string | null, taxType: string) => {
  const rate = CANADA_TAX_RATES.find((tax) => tax.province === province && tax.taxType === taxType);
  if (!rate) throw new Error(`No seeded ${taxType} for ${province}`);
  return rate.id;
};

/** Seeded tax ids (contract §4 Seeded rates). */
export const TAX = {
  GST_CANADA: seeded(null, 'GST'),
  HST_ON: seeded('Ontario', 'HST'),
  GST_QC: seeded('Quebec', 'GST'),
  QST_QC: seeded('Quebec', 'QST'),
  GST_BC: seeded('British Columbia', 'GST'),
  PST_BC: seeded('British Columbia', 'PST'),
} as const;

export const TAX_CONFIGS = CANADA_TAX_RATES;

export const TORONTO = { id: 'store-on', taxConfigIds: [TAX.HST_ON] };
export const MONTREAL = { id: 'store-qc', taxConfigIds: [TAX.GST_QC, TAX.QST_QC] };
export const VANCOUVER = { id: 'store-bc', taxConfigIds: [TAX.GST_BC, TAX.PST_BC] };

/** Explicit taxes in a store (an empty list: exempt there). */
export const taxedWith = (storeId: string, ...taxConfigIds: string[]): ItemTaxEntry => ({
  storeId,
  isDefaultStoreTax: false,
  taxConfigIds,
});

export const item = (
  id: string,
  priceCents: number,
  productTaxConfigs: ItemTaxEntry[] = [],
  name = id,
): PricingItem => ({ id, name, priceCents, productTaxConfigs });

let nextLine = 0;
export const line = (
  product: PricingItem,
  quantity: number,
  addons: CartAddonInput[] = [],
  extra: Partial<CartLineInput> = {},
): CartLineInput => ({ id: String(++nextLine), product, quantity, addons, ...extra });

export const addon = (item: PricingItem, quantity = 1): CartAddonInput => ({ addon: item, quantity });

export const rule = (
  id: string,
  distance: number,
  minAmountCents: number,
  priceCents: number,
  taxes: { isDefaultStoreTax: boolean; taxConfigIds: string[] } = {
    isDefaultStoreTax: true,
    taxConfigIds: [],
  },
  status: PricingDeliveryRule['status'] = 'ACTIVE',
): PricingDeliveryRule => ({ id, distance, minAmountCents, priceCents, status, ...taxes });

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The contract's exact identities (§1 Money), and every amount a whole, non-negative number of cents. */
export function identityProblems(cart: PricedCart<unknown>): string[] {
  const problems: string[] = [];
  const lineTaxes = cart.items.flatMap((l) => [
    ...l.appliedTaxes,
    ...l.addons.flatMap((a) => a.appliedTaxes),
  ]);
  const deliveryTaxes = sum(cart.delivery?.deliveryAppliedTaxes.map((t) => t.taxAmountCents) ?? []);
  const expectTotal =
    cart.subAmountCents -
    cart.discountAmountCents +
    sum(cart.appliedTaxes.map((t) => t.taxAmountCents)) +
    (cart.delivery?.deliveryPriceCents ?? 0) +
    deliveryTaxes +
    cart.serviceFeeCents -
    cart.globalPointsEquivalentAmountCents;
  const checks: [string, number, number][] = [
    ['totalAmount', cart.totalAmountCents, expectTotal],
    [
      'discountAmount',
      cart.discountAmountCents,
      sum(
        cart.items.map(
          (l) => l.totalDiscountAmountCents + sum(l.addons.map((a) => a.totalDiscountAmountCents)),
        ),
      ),
    ],
    ['subAmountProducts', cart.subAmountProductsCents, sum(cart.items.map((l) => l.totalAmountCents))],
    [
      'subAmount',
      cart.subAmountCents,
      cart.subAmountProductsCents + sum(cart.items.map((l) => l.totalAddonAmountCents)),
    ],
    ['taxAmount', cart.taxAmountCents, sum(lineTaxes.map((t) => t.taxAmountCents))],
    ['taxAmount = Σ appliedTaxes', cart.taxAmountCents, sum(cart.appliedTaxes.map((t) => t.taxAmountCents))],
  ];
  for (const l of cart.items) {
    checks.push([`line ${l.id} totalAmount`, l.totalAmountCents, l.quantity * l.unitPriceCents]);
    checks.push([
      `line ${l.id} totalAddonAmount`,
      l.totalAddonAmountCents,
      sum(l.addons.map((a) => a.totalAmountCents)),
    ]);
    for (const a of l.addons) {
      checks.push([
        `line ${l.id} add-on ${a.addonId}`,
        a.totalAmountCents,
        l.quantity * a.quantity * a.unitPriceCents,
      ]);
    }
  }
  for (const [name, actual, expected] of checks) {
    if (actual !== expected) problems.push(`${name}: ${actual} ≠ ${expected}`);
  }
  const amounts: [string, number][] = [
    ['subAmountProducts', cart.subAmountProductsCents],
    ['subAmount', cart.subAmountCents],
    ['discountAmount', cart.discountAmountCents],
    ['N', cart.subAmountCents - cart.discountAmountCents],
    ['taxAmount', cart.taxAmountCents],
    ['serviceFee', cart.serviceFeeCents],
    ['globalPointsEquivalentAmount', cart.globalPointsEquivalentAmountCents],
    ['earnedGlobalPoints', cart.earnedGlobalPoints],
    ['totalAmount', cart.totalAmountCents],
    ['deliveryPrice', cart.delivery?.deliveryPriceCents ?? 0],
    ['deliveryTaxes', deliveryTaxes],
    ...cart.appliedTaxes.map((t): [string, number] => [`tax ${t.taxType}`, t.taxAmountCents]),
    ...cart.items.flatMap((l): [string, number][] => [
      [`line ${l.id} remaining`, l.totalAmountCents - l.totalDiscountAmountCents],
      ...l.addons.map((a): [string, number] => [
        `add-on remaining`,
        a.totalAmountCents - a.totalDiscountAmountCents,
      ]),
      ...[...l.appliedTaxes, ...l.addons.flatMap((a) => a.appliedTaxes)].map((t): [string, number] => [
        'line tax',
        t.taxAmountCents,
      ]),
    ]),
  ];
  for (const [name, value] of amounts) {
    if (!Number.isSafeInteger(value) || value < 0) problems.push(`${name} is ${value}`);
  }
  return problems;
}
