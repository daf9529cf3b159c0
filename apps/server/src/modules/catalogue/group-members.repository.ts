import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueGroupMembers, catalogueGroups } from '../../db/schema/index';
import { anyOf } from './any-of';

// Membership: one relation, read from both sides.

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
