import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, catalogueTerms } from '../../db/schema/index';
import { anyOf } from './any-of';

export type ItemKind = 'PRODUCT' | 'ADDON';
export type ItemRow = typeof catalogueItems.$inferSelect;
export type NewItem = typeof catalogueItems.$inferInsert;

const itemsOf = (merchantId: string, kind: ItemKind) =>
  and(eq(catalogueItems.merchantId, merchantId), eq(catalogueItems.kind, kind));

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

/**
 * The merchant's category names and their lower-cased keys, in creation order. Read here rather
 * than through catalogue-terms, which depends on the catalogue to strip a deleted category.
 */
export function listCategoryNames(db: Executor, merchantId: string) {
  return db
    .select({ name: catalogueTerms.name, nameKey: catalogueTerms.nameKey })
    .from(catalogueTerms)
    .where(and(eq(catalogueTerms.merchantId, merchantId), eq(catalogueTerms.kind, 'CATEGORY')))
    .orderBy(asc(catalogueTerms.seq));
}
