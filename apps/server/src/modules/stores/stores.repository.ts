import { and, asc, between, count, eq, getTableColumns, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/index';
import { notifyStoresChanged } from '../../lib/change-notices';
import { preparedPerHandle } from '../../lib/prepared';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;

const ofMerchant = (merchantId: string, id: string) =>
  and(eq(stores.merchantId, merchantId), eq(stores.id, id));
const live = (merchantId: string | Placeholder) =>
  and(eq(stores.merchantId, merchantId), ne(stores.status, 'DELETED'));

// Every write notifies the merchant's stores changed in its own statement (so in its transaction):
// each instance's cached stores list goes when it commits (lib/answer-cache.ts, ADR 0015).
const storeAndNotice = (merchantId: string) => ({
  ...getTableColumns(stores),
  notified: notifyStoresChanged(merchantId),
});
type NoticedRow = StoreRow & { notified: unknown };
// As `.returning()` answered: no row when none matched.
const withoutNotice = (noticed: NoticedRow | undefined): StoreRow => {
  if (!noticed) return noticed as unknown as StoreRow;
  const { notified: _notified, ...row } = noticed;
  return row;
};

export async function insertStore(db: Executor, store: NewStore): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(store).returning(storeAndNotice(store.merchantId));
  return withoutNotice(row as NoticedRow | undefined);
}

/** The merchant's store, deleted or not; another merchant's id finds nothing. */
export async function findStore(db: Executor, merchantId: string, id: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(ofMerchant(merchantId, id));
  return row;
}

/** As findStore, locking the row until the transaction ends: writes to one store's rules queue up. */
export async function lockStore(db: Executor, merchantId: string, id: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(ofMerchant(merchantId, id)).for('update');
  return row;
}

/** Any merchant's store: for customer-facing reads, which check visibility themselves. */
export async function findStoreById(db: Executor, id: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

/** The store holding a link name (given lower-cased), of any merchant. */
export async function findStoreBySlug(db: Executor, slug: string): Promise<StoreRow | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(eq(sql`lower(${stores.slug})`, slug));
  return row;
}

// The back-office reads it on every screen (the store picker): one statement prepared once.
const storesOfMerchant = preparedPerHandle((db) =>
  db
    .select()
    .from(stores)
    .where(live(sql.placeholder('merchantId')))
    .orderBy(asc(stores.seq))
    .prepare('stores_of_merchant'),
);

/** The merchant's stores that are not deleted, in creation order. */
export function listStores(db: Executor, merchantId: string): Promise<StoreRow[]> {
  return storesOfMerchant(db).execute({ merchantId });
}

export async function listStoreIds(db: Executor, merchantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(live(merchantId))
    .orderBy(asc(stores.seq));
  return rows.map((row) => row.id);
}

export async function countStores(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(stores).where(live(merchantId));
  return row?.count ?? 0;
}

export async function updateStore(
  db: Executor,
  merchantId: string,
  id: string,
  patch: Partial<NewStore>,
): Promise<StoreRow> {
  const [row] = await db
    .update(stores)
    .set(patch)
    .where(ofMerchant(merchantId, id))
    .returning(storeAndNotice(merchantId));
  return withoutNotice(row as NoticedRow | undefined);
}

/** ACTIVE stores of any merchant inside a latitude/longitude box, in creation order. */
export function listActiveStoresInBox(
  db: Executor,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.status, 'ACTIVE'),
        between(stores.latitude, box.minLat, box.maxLat),
        between(stores.longitude, box.minLng, box.maxLng),
      ),
    )
    .orderBy(asc(stores.seq));
}
