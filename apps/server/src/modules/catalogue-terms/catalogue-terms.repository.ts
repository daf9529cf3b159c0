import type { CatalogueTermKind } from '@perkdesk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueTerms } from '../../db/schema/index';

export type CatalogueTermRow = typeof catalogueTerms.$inferSelect;
export type NewCatalogueTerm = typeof catalogueTerms.$inferInsert;

const ofKind = (merchantId: string, kind: CatalogueTermKind) =>
  and(eq(catalogueTerms.merchantId, merchantId), eq(catalogueTerms.kind, kind));

/** The merchant's terms of one kind, in creation order. */
export function listTerms(db: Executor, merchantId: string, kind: CatalogueTermKind) {
  return db.select().from(catalogueTerms).where(ofKind(merchantId, kind)).orderBy(asc(catalogueTerms.seq));
}

/** One term of the merchant; another merchant's id (or another kind's) finds nothing. */
export async function findTerm(
  db: Executor,
  merchantId: string,
  kind: CatalogueTermKind,
  id: string,
): Promise<CatalogueTermRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueTerms)
    .where(and(ofKind(merchantId, kind), eq(catalogueTerms.id, id)));
  return row;
}

/** The term holding a name (compared by its lower-cased key). */
export async function findTermByKey(
  db: Executor,
  merchantId: string,
  kind: CatalogueTermKind,
  nameKey: string,
): Promise<CatalogueTermRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueTerms)
    .where(and(ofKind(merchantId, kind), eq(catalogueTerms.nameKey, nameKey)));
  return row;
}

export async function insertTerm(db: Executor, term: NewCatalogueTerm): Promise<CatalogueTermRow> {
  const [row] = await db.insert(catalogueTerms).values(term).returning();
  return row as CatalogueTermRow;
}

export async function updateTerm(
  db: Executor,
  merchantId: string,
  id: string,
  patch: Partial<NewCatalogueTerm>,
): Promise<CatalogueTermRow> {
  const [row] = await db
    .update(catalogueTerms)
    .set(patch)
    .where(and(eq(catalogueTerms.merchantId, merchantId), eq(catalogueTerms.id, id)))
    .returning();
  return row as CatalogueTermRow;
}

export async function deleteTerm(db: Executor, merchantId: string, id: string): Promise<void> {
  await db
    .delete(catalogueTerms)
    .where(and(eq(catalogueTerms.merchantId, merchantId), eq(catalogueTerms.id, id)));
}
