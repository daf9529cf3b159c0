import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueGroups } from '../../db/schema/index';
import { anyOf } from './any-of';
import type { ItemKind } from './items.repository';

export type GroupRow = typeof catalogueGroups.$inferSelect;
export type NewGroup = typeof catalogueGroups.$inferInsert;

const groupsOf = (merchantId: string, kind: ItemKind) =>
  and(eq(catalogueGroups.merchantId, merchantId), eq(catalogueGroups.kind, kind));

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
