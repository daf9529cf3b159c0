import { CATALOGUE_MESSAGES } from '@perkdesk/contracts';
import { toCents } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import type { ItemTaxConfig, ItemWindow } from '../../db/schema/index';
import { validationFailed } from '../../lib/app-error';
import { mergeImages } from '../stores/store-images';
import { listStoreIds } from '../stores/stores.public';
import type { ItemInput } from './item-view';
import type { ItemRow } from './items.repository';
import { canonicalCategories } from './product-categories';

/** Each store at most once, and only among the item's stores. */
function taxConfigsOf(input: ItemInput, storeIds: string[]): ItemTaxConfig[] {
  const taxConfigs: ItemTaxConfig[] = [];
  for (const [index, config] of (input.productTaxConfigs ?? []).entries()) {
    const field = `productTaxConfigs[${index}]`;
    if (!storeIds.includes(config.storeId) || taxConfigs.some((c) => c.storeId === config.storeId))
      throw validationFailed([{ field: `${field}.storeId`, message: CATALOGUE_MESSAGES.taxPerStore }]);
    const taxConfigIds = [...new Set(config.taxConfigIds)];
    taxConfigs.push({ storeId: config.storeId, isDefaultStoreTax: config.isDefaultStoreTax, taxConfigIds });
  }
  return taxConfigs;
}

/** The columns a full body sets, after the checks against the merchant's data. */
export async function itemFields(ex: Executor, merchantId: string, input: ItemInput, current?: ItemRow) {
  const storeIds = [...new Set(input.stores)];
  const liveStores = new Set(await listStoreIds(ex, merchantId));
  if (storeIds.some((id) => !liveStores.has(id)))
    throw validationFailed([{ field: 'stores', message: CATALOGUE_MESSAGES.unknownStore }]);
  const taxConfigs = taxConfigsOf(input, storeIds);
  const categories =
    'categories' in input && input.categories
      ? await canonicalCategories(ex, merchantId, input.categories)
      : [];
  return {
    name: input.name,
    description: input.description ?? null,
    priceCents: toCents(input.price),
    unit: 'unit' in input ? input.unit : null,
    attributes: input.attributes ?? {},
    storeIds,
    taxConfigs,
    categories,
    hideUntil: input.hideUntil ? new Date(input.hideUntil) : null,
    availableTime: (input.availableTime ?? []) as ItemWindow[],
    images: mergeImages(current?.images ?? [], {
      images: input.images,
      added: input.changedImages,
      deleted: input.deletedImages,
    }),
  };
}
