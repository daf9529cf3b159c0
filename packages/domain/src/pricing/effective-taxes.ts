import type { TaxRate } from '../applied-taxes';

/** A product's or add-on's tax entry for one store (contract §5 `productTaxConfigs`). */
export interface ItemTaxEntry {
  storeId: string;
  isDefaultStoreTax: boolean;
  taxConfigIds: readonly string[];
}

/** A tax configuration as pricing needs it: its id, type and percentage (≤ 3 decimals). */
export interface PricingTaxConfig extends TaxRate {
  id: string;
}

/**
 * The tax configuration ids of a product or add-on in a store (contract §4 "Effective taxes"):
 * its entry for the store when that entry has `isDefaultStoreTax: false` (an empty list means
 * exempt); otherwise, including when there is no entry for the store, the store's own ids.
 */
export function effectiveTaxConfigIds(
  entries: readonly ItemTaxEntry[] | null | undefined,
  storeId: string,
  storeTaxConfigIds: readonly string[],
): readonly string[] {
  const entry = entries?.find((candidate) => candidate.storeId === storeId);
  return entry && !entry.isDefaultStoreTax ? entry.taxConfigIds : storeTaxConfigIds;
}

/** The taxes of a delivery rule (contract §4 Delivery rules): the store's, or its own (empty: exempt). */
export function deliveryTaxConfigIds(
  rule: { isDefaultStoreTax: boolean; taxConfigIds: readonly string[] },
  storeTaxConfigIds: readonly string[],
): readonly string[] {
  return rule.isDefaultStoreTax ? storeTaxConfigIds : rule.taxConfigIds;
}

/**
 * Turns tax configuration ids into rates, in the order given, each id once. An id with no
 * configuration is a data error (a store or item pointing at a tax that does not exist), not
 * something to price around silently, so it throws.
 */
export function taxRatesFor(ids: readonly string[], configs: ReadonlyMap<string, TaxRate>): TaxRate[] {
  const rates: TaxRate[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    if (ids.indexOf(id) !== i) continue;
    const rate = configs.get(id);
    if (!rate) throw new Error(`Unknown tax configuration ${id}.`);
    rates.push(rate);
  }
  return rates;
}
