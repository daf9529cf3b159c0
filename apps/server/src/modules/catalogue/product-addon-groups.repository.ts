import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueGroups, productAddonGroups } from '../../db/schema/index';
import { anyOf } from './any-of';

/** Each product's non-deleted add-on groups, in the order they were set. */
export async function addonGroupIdsOfProducts(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productAddonGroups.productId, groupId: productAddonGroups.addonGroupId })
    .from(productAddonGroups)
    .innerJoin(catalogueGroups, eq(catalogueGroups.id, productAddonGroups.addonGroupId))
    .where(and(anyOf(productAddonGroups.productId, productIds), eq(catalogueGroups.deleted, false)))
    .orderBy(asc(productAddonGroups.seq));
  for (const row of rows) result.get(row.productId)?.push(row.groupId);
  return result;
}

export async function setProductAddonGroups(
  db: Executor,
  merchantId: string,
  productId: string,
  groupIds: readonly string[],
): Promise<void> {
  await db.delete(productAddonGroups).where(eq(productAddonGroups.productId, productId));
  if (groupIds.length === 0) return;
  await db
    .insert(productAddonGroups)
    .values(groupIds.map((addonGroupId) => ({ productId, addonGroupId, merchantId })))
    .onConflictDoNothing();
}

/** Deleting an add-on group removes it from products. */
export async function removeAddonGroupFromProducts(db: Executor, addonGroupId: string): Promise<void> {
  await db.delete(productAddonGroups).where(eq(productAddonGroups.addonGroupId, addonGroupId));
}
