import type { Addon, AddonInput, Product, ProductInput } from '@perkdesk/contracts';
import { fromCents } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { groupIdsOfItems } from './group-members.repository';
import type { ItemKind, ItemRow } from './items.repository';
import { addonGroupIdsOfProducts } from './product-addon-groups.repository';

export type ItemInput = ProductInput | AddonInput;
export type Item = Product | Addon;

/** Items as the contract shows them, with their groups (and a product's add-on groups). */
export async function toItems(ex: Executor, kind: ItemKind, rows: ItemRow[]): Promise<Item[]> {
  const ids = rows.map((row) => row.id);
  const groups = await groupIdsOfItems(ex, ids);
  const addonGroups = kind === 'PRODUCT' ? await addonGroupIdsOfProducts(ex, ids) : undefined;
  return rows.map((row) => {
    const base = {
      id: row.id,
      name: row.name,
      description: row.description,
      images: row.images,
      price: fromCents(row.priceCents),
      attributes: row.attributes,
      stores: row.storeIds,
      productTaxConfigs: row.taxConfigs,
      groups: groups.get(row.id) ?? [],
      status: row.status,
      hideUntil: row.hideUntil?.toISOString() ?? null,
      availableTime: row.availableTime,
      createdAt: row.createdAt.toISOString(),
      lastUpdatedAt: row.updatedAt.toISOString(),
    };
    if (!addonGroups) return base;
    return {
      ...base,
      unit: row.unit ?? '',
      addonGroups: addonGroups.get(row.id) ?? [],
      categories: row.categories,
    };
  });
}

export const toItem = async (ex: Executor, kind: ItemKind, row: ItemRow) =>
  (await toItems(ex, kind, [row]))[0] as Item;
