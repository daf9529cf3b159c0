import { CATALOGUE_MESSAGES } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import { listCategoryNames, listItems, updateItems } from './items.repository';

/** The merchant's categories a product names, spelt as the categories are, each once, in order. */
export async function canonicalCategories(
  ex: Executor,
  merchantId: string,
  names: readonly string[],
): Promise<string[]> {
  const known = new Map((await listCategoryNames(ex, merchantId)).map((term) => [term.nameKey, term.name]));
  let categories: string[] = [];
  for (const name of names) {
    const canonical = known.get(name.toLowerCase());
    if (!canonical)
      throw validationFailed([{ field: 'categories', message: CATALOGUE_MESSAGES.unknownCategory }]);
    if (!categories.includes(canonical)) categories = [...categories, canonical];
  }
  return categories;
}

/** Deleting a category removes it from the merchant's products, deleted ones too (contract §5). */
export async function removeCategoryFromProducts(
  ex: Executor,
  merchantId: string,
  nameKey: string,
): Promise<void> {
  for (const product of await listItems(ex, merchantId, 'PRODUCT')) {
    const categories = product.categories.filter((name) => name.toLowerCase() !== nameKey);
    if (categories.length !== product.categories.length)
      await updateItems(ex, merchantId, [product.id], { categories });
  }
}
