import { type AnyColumn, and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  catalogueGroupMembers,
  catalogueGroups,
  catalogueItems,
  catalogueVersions,
  productAddonGroups,
} from '../../db/schema/index';

export type ItemKind = 'PRODUCT' | 'ADDON';
export type ItemRow = typeof catalogueItems.$inferSelect;
export type NewItem = typeof catalogueItems.$inferInsert;
export type GroupRow = typeof catalogueGroups.$inferSelect;
export type NewGroup = typeof catalogueGroups.$inferInsert;

/**
 * `column = ANY($1)`: the whole id list bound as one array parameter. An IN list binds one
 * parameter per id, and with a catalogue's thousands of ids parsing and planning it costs several
 * times the query itself (bench/catalogue.mjs).
 */
const anyOf = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::text[])`;

/**
 * The merchant's catalogue version: raised by the database in every transaction that writes the
 * catalogue, its stores or its payment account (migration 0009); 0 before the first write.
 */
export async function catalogueVersion(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.merchantId, merchantId));
  return row?.version ?? 0;
}

const itemsOf = (merchantId: string, kind: ItemKind) =>
  and(eq(catalogueItems.merchantId, merchantId), eq(catalogueItems.kind, kind));
const groupsOf = (merchantId: string, kind: ItemKind) =>
  and(eq(catalogueGroups.merchantId, merchantId), eq(catalogueGroups.kind, kind));

/** The merchant's items of a kind in creation order, deleted ones too (callers filter). */
export function listItems(db: Executor, merchantId: string, kind: ItemKind): Promise<ItemRow[]> {
  return db.select().from(catalogueItems).where(itemsOf(merchantId, kind)).orderBy(asc(catalogueItems.seq));
}

export function listItemsByIds(db: Executor, merchantId: string, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.merchantId, merchantId), anyOf(catalogueItems.id, ids)))
    .orderBy(asc(catalogueItems.seq));
}

/** One item of the merchant, deleted or not; another merchant's id finds nothing. */
export async function findItem(
  db: Executor,
  merchantId: string,
  kind: ItemKind,
  id: string,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueItems)
    .where(and(itemsOf(merchantId, kind), eq(catalogueItems.id, id)));
  return row;
}

export async function insertItem(db: Executor, item: NewItem): Promise<ItemRow> {
  const [row] = await db.insert(catalogueItems).values(item).returning();
  return row as ItemRow;
}

export async function updateItems(
  db: Executor,
  merchantId: string,
  ids: readonly string[],
  patch: Partial<NewItem>,
): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(catalogueItems)
    .set(patch)
    .where(and(eq(catalogueItems.merchantId, merchantId), anyOf(catalogueItems.id, ids)))
    .returning();
}

export async function countLiveItems(db: Executor, merchantId: string, kind: ItemKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(catalogueItems)
    .where(and(itemsOf(merchantId, kind), ne(catalogueItems.status, 'DELETED')));
  return row?.n ?? 0;
}

// Groups

export function listGroups(db: Executor, merchantId: string, kind: ItemKind): Promise<GroupRow[]> {
  return db
    .select()
    .from(catalogueGroups)
    .where(and(groupsOf(merchantId, kind), eq(catalogueGroups.deleted, false)))
    .orderBy(asc(catalogueGroups.seq));
}

export async function findGroup(
  db: Executor,
  merchantId: string,
  kind: ItemKind,
  id: string,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueGroups)
    .where(and(groupsOf(merchantId, kind), eq(catalogueGroups.id, id)));
  return row;
}

/** The merchant's non-deleted groups of a kind among `ids`. */
export function findLiveGroups(
  db: Executor,
  merchantId: string,
  kind: ItemKind,
  ids: readonly string[],
): Promise<GroupRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(catalogueGroups)
    .where(
      and(groupsOf(merchantId, kind), eq(catalogueGroups.deleted, false), anyOf(catalogueGroups.id, ids)),
    );
}

export async function insertGroup(db: Executor, group: NewGroup): Promise<GroupRow> {
  const [row] = await db.insert(catalogueGroups).values(group).returning();
  return row as GroupRow;
}

export async function updateGroup(
  db: Executor,
  merchantId: string,
  id: string,
  patch: Partial<NewGroup>,
): Promise<GroupRow> {
  const [row] = await db
    .update(catalogueGroups)
    .set(patch)
    .where(and(eq(catalogueGroups.merchantId, merchantId), eq(catalogueGroups.id, id)))
    .returning();
  return row as GroupRow;
}

export async function countLiveGroups(db: Executor, merchantId: string, kind: ItemKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(catalogueGroups)
    .where(and(groupsOf(merchantId, kind), eq(catalogueGroups.deleted, false)));
  return row?.n ?? 0;
}

// Membership: one relation, read from both sides

/** Each item's non-deleted groups, in the order they were joined. */
export async function groupIdsOfItems(
  db: Executor,
  itemIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return result;
  const rows = await db
    .select({ itemId: catalogueGroupMembers.itemId, groupId: catalogueGroupMembers.groupId })
    .from(catalogueGroupMembers)
    .innerJoin(catalogueGroups, eq(catalogueGroups.id, catalogueGroupMembers.groupId))
    .where(and(anyOf(catalogueGroupMembers.itemId, itemIds), eq(catalogueGroups.deleted, false)))
    .orderBy(asc(catalogueGroupMembers.seq));
  for (const row of rows) result.get(row.itemId)?.push(row.groupId);
  return result;
}

/** Each group's member ids, in the order they joined. */
export async function memberIdsOfGroups(
  db: Executor,
  groupIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return result;
  const rows = await db
    .select({ itemId: catalogueGroupMembers.itemId, groupId: catalogueGroupMembers.groupId })
    .from(catalogueGroupMembers)
    .where(anyOf(catalogueGroupMembers.groupId, groupIds))
    .orderBy(asc(catalogueGroupMembers.seq));
  for (const row of rows) result.get(row.groupId)?.push(row.itemId);
  return result;
}

export async function addMembers(
  db: Executor,
  merchantId: string,
  pairs: readonly { groupId: string; itemId: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(catalogueGroupMembers)
    .values(pairs.map((pair) => ({ ...pair, merchantId })))
    .onConflictDoNothing();
}

export async function removeMembers(
  db: Executor,
  groupId: string,
  itemIds: readonly string[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .delete(catalogueGroupMembers)
    .where(and(eq(catalogueGroupMembers.groupId, groupId), anyOf(catalogueGroupMembers.itemId, itemIds)));
}

export async function removeItemFromGroups(
  db: Executor,
  itemId: string,
  groupIds?: readonly string[],
): Promise<void> {
  if (groupIds && groupIds.length === 0) return;
  await db
    .delete(catalogueGroupMembers)
    .where(
      groupIds
        ? and(eq(catalogueGroupMembers.itemId, itemId), anyOf(catalogueGroupMembers.groupId, groupIds))
        : eq(catalogueGroupMembers.itemId, itemId),
    );
}

export async function clearGroup(db: Executor, groupId: string): Promise<void> {
  await db.delete(catalogueGroupMembers).where(eq(catalogueGroupMembers.groupId, groupId));
}

// A product's add-on groups

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
