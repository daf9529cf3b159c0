import type { TaxRate } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { listItemsByIds } from '../catalogue/catalogue.public';
import type { LineRequest, MenuContext, PricingContext } from './pricing-context';

/** Tax rates by id (the menu cache keeps them; `findTaxConfigs` reads them). */
export type TaxRateSource = (db: Executor, ids: readonly string[]) => Promise<ReadonlyMap<string, TaxRate>>;

/**
 * Completes a menu for the lines about to be checked or priced (new ones included): the rows of
 * the ids the menu lacks (only when a line names one), then the tax rates of the store and of
 * those rows. One query after the other, so it may run inside the caller's transaction (the cart
 * does, under the cart's lock).
 */
export async function completePricingContext(
  db: Executor,
  base: MenuContext,
  lines: readonly LineRequest[],
  taxRates: TaxRateSource,
): Promise<PricingContext> {
  const { store } = base;
  const named = new Set<string>();
  for (const line of lines) {
    named.add(line.productId);
    for (const addon of line.addons) named.add(addon.productId);
  }
  const missing = [...named].filter((id) => !base.rows.has(id));
  let rows = base.rows;
  if (missing.length > 0) {
    // Copied only then: the menu's own map may be shared by every caller of a cached menu.
    const extended = new Map(base.rows);
    for (const row of await listItemsByIds(db, store.merchantId, missing)) extended.set(row.id, row);
    rows = extended;
  }

  const taxIds = new Set(store.taxConfigIds);
  for (const id of named)
    for (const entry of rows.get(id)?.taxConfigs ?? [])
      if (entry.storeId === store.id && !entry.isDefaultStoreTax)
        for (const taxId of entry.taxConfigIds) taxIds.add(taxId);
  return { ...base, rows, taxConfigs: await taxRates(db, [...taxIds]) };
}
