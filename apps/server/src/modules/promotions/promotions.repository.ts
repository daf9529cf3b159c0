import type { Promotion } from '@perkdesk/domain';
import { and, asc, eq, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, type ItemWindow, promotions } from '../../db/schema/index';
import { catalogueVersion } from '../catalogue/catalogue.public';

export type PromotionTableRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;

/** A referenced product as read with the promotion: what the answer shows and rule 9 reads. */
export interface ProductFact {
  name: string;
  priceCents: number;
  status: 'ACTIVE' | 'INACTIVE' | 'DELETED';
  storeIds: string[];
  hideUntil: string | null;
  availableTime: ItemWindow[];
}

/** A promotion row with the facts of the products it references, by id (missing: unknown). */
export interface PromotionRow extends PromotionTableRow {
  products: Record<string, ProductFact>;
}

// The referenced products' names, prices, statuses and availability terms, read in the same query as the row: one
// round trip for a whole list, on every cart read too.
const productFacts = sql<Record<string, ProductFact> | string>`(
  select coalesce(jsonb_object_agg(ci.id, jsonb_build_object(
    'name', ci.name, 'priceCents', ci.price_cents, 'status', ci.status, 'storeIds', ci.store_ids,
    'hideUntil', ci.hide_until, 'availableTime', ci.available_time)), '{}'::jsonb)
  from catalogue_items ci
  where ci.merchant_id = ${promotions.merchantId} and ci.kind = 'PRODUCT'
    and ci.id in (
      select e->>'id' from jsonb_array_elements(${promotions.requiredProducts} || ${promotions.rewardProducts}) e
    )
)`;

const selection = { ...getTableColumns(promotions), products: productFacts };

const withFacts = (row: Omit<PromotionRow, 'products'> & { products: unknown }): PromotionRow => ({
  ...row,
  products: (typeof row.products === 'string' ? JSON.parse(row.products) : row.products) as Record<
    string,
    ProductFact
  >,
});

const ofMerchant = (merchantId: string) => eq(promotions.merchantId, merchantId);

/** The merchant's promotions in creation order; deleted ones only when asked. */
export async function listPromotionRows(
  db: Executor,
  merchantId: string,
  options: { includeDeleted?: boolean; where?: SQL } = {},
): Promise<PromotionRow[]> {
  const rows = await db
    .select(selection)
    .from(promotions)
    .where(
      and(
        ofMerchant(merchantId),
        options.includeDeleted ? undefined : ne(promotions.status, 'DELETED'),
        options.where,
      ),
    )
    .orderBy(asc(promotions.seq));
  return rows.map(withFacts);
}

/** One promotion of the merchant, deleted or not; another merchant's id finds nothing. */
export async function findPromotionRow(
  db: Executor,
  merchantId: string,
  id: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(promotions)
    .where(and(ofMerchant(merchantId), eq(promotions.id, id)));
  return row && withFacts(row);
}

/** One promotion by id alone, for a customer's read (listability is checked by the caller). */
export async function findPromotionRowById(db: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select(selection).from(promotions).where(eq(promotions.id, id));
  return row && withFacts(row);
}

export async function insertPromotion(db: Executor, values: NewPromotion): Promise<void> {
  await db.insert(promotions).values(values);
}

export async function updatePromotion(
  db: Executor,
  merchantId: string,
  id: string,
  patch: Partial<NewPromotion>,
): Promise<void> {
  await db
    .update(promotions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(ofMerchant(merchantId), eq(promotions.id, id)));
}

/**
 * The merchant's products among `ids` (add-ons are left out) with their status, each row held FOR
 * SHARE until the transaction ends: a product delete running at the same time either finishes
 * first (and the write sees DELETED) or waits, and then invalidates the promotion just written.
 */
export function shareProducts(db: Executor, merchantId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: catalogueItems.id, status: catalogueItems.status })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.merchantId, merchantId),
        eq(catalogueItems.kind, 'PRODUCT'),
        sql`${catalogueItems.id} = any(${sql.param([...ids])}::text[])`,
      ),
    )
    .for('share');
}

/** Whether another live promotion of the merchant holds the code, ignoring case. */
export async function couponTaken(
  db: Executor,
  merchantId: string,
  couponKey: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        ofMerchant(merchantId),
        eq(promotions.couponKey, couponKey),
        ne(promotions.status, 'DELETED'),
        exceptId ? ne(promotions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const references = (productId: string) => {
  const entry = JSON.stringify([{ id: productId }]);
  return or(
    sql`${promotions.requiredProducts} @> ${entry}::jsonb`,
    sql`${promotions.rewardProducts} @> ${entry}::jsonb`,
  );
};

/** `[{id, name, type, status}]` of the merchant's live promotions that use the product. */
export function promotionsUsingProduct(db: Executor, merchantId: string, productId: string) {
  return db
    .select({ id: promotions.id, name: promotions.name, type: promotions.type, status: promotions.status })
    .from(promotions)
    .where(and(ofMerchant(merchantId), ne(promotions.status, 'DELETED'), references(productId)))
    .orderBy(asc(promotions.seq));
}

/**
 * Contract §5 Deleting a product: every promotion that references it becomes INACTIVE with
 * `isValid:false`; a deleted promotion stays deleted but is marked invalid too.
 */
export async function invalidatePromotionsUsing(
  db: Executor,
  merchantId: string,
  productId: string,
): Promise<void> {
  await db
    .update(promotions)
    .set({
      isValid: false,
      status: sql`case when ${promotions.status} = 'DELETED' then 'DELETED' else 'INACTIVE' end`,
      updatedAt: new Date(),
    })
    .where(and(ofMerchant(merchantId), references(productId)));
}

/** The row as the deal engine sees it (packages/domain `Promotion`), amounts in cents. */
export function toDomainPromotion(row: PromotionRow): Promotion {
  const nameOf = (id: string) => row.products[id]?.name ?? null;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    status: row.status,
    isValid: row.isValid,
    storeIds: row.storeIds,
    createdAt: row.createdAt,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    availableTime: row.availableTime,
    displayTime: row.displayTime,
    isPublicAvailable: row.isPublicAvailable,
    couponCode: row.couponCode,
    isMaster: row.isMaster,
    isAddonCharged: row.isAddonCharged,
    isNewClient: row.isNewClient,
    maxRedeem: row.maxRedeem,
    limitedStock: row.limitedStock,
    requiredProductList: row.requiredProducts.map((entry) => ({ ...entry, name: nameOf(entry.id) })),
    rewardProductList: row.rewardProducts.map((entry) => ({ ...entry, name: nameOf(entry.id) })),
    requiredAmountCents: row.requiredAmountCents,
    discountAmountCents: row.discountAmountCents,
    discountPercent: row.discountPercent,
    fixedAmountCents: row.fixedAmountCents,
    highlightInProductList: row.highlightInProductList,
    highlightAmountCents: row.highlightAmountCents,
    requiredPunches: row.requiredPunches,
    rewardItems: row.rewardItems,
    rewardPoints: row.rewardPoints,
    requiredPoints: row.requiredPoints,
  };
}

/** The merchant's live promotions: the rows and, at the same positions, the deal engine's view. */
export interface MerchantPromotions {
  version: number;
  rows: readonly PromotionRow[];
  promotions: readonly Promotion[];
}

const CACHE_CAPACITY = 1000;
// Per database handle (a test file opens several), then per merchant, least recently used first.
const caches = new WeakMap<object, Map<string, MerchantPromotions>>();

/**
 * Every promotion of the merchant that is not DELETED, earliest created first, kept per merchant
 * for the catalogue version. Every promotion write raises that version at commit (migration
 * 0012), as does every product write that renames or deletes a referenced product, so a hit is
 * never older than the version the caller read. Pass the version when the caller has just read it
 * (the cart reads it with the store); otherwise it is read here. The answer is shared and frozen.
 */
export async function merchantPromotionRows(
  db: Executor,
  merchantId: string,
  version?: number,
): Promise<MerchantPromotions> {
  const current = version ?? (await catalogueVersion(db, merchantId));
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(merchantId);
  if (hit && hit.version === current) {
    cache.delete(merchantId);
    cache.set(merchantId, hit);
    return hit;
  }
  const rows = Object.freeze(await listPromotionRows(db, merchantId));
  const loaded = { version: current, rows, promotions: Object.freeze(rows.map(toDomainPromotion)) };
  const newest = cache.get(merchantId);
  if (!newest || newest.version <= current) {
    cache.delete(merchantId);
    cache.set(merchantId, loaded);
    if (cache.size > CACHE_CAPACITY) cache.delete(cache.keys().next().value as string);
  }
  return loaded;
}

/**
 * What the cart and checkout price with: every live promotion of the merchant as the deal engine
 * reads it (packages/domain `Promotion`, cents, product names), from the cache above. One query
 * on a miss; none on a hit when the caller passes the catalogue version it read.
 */
export async function merchantPromotions(
  db: Executor,
  merchantId: string,
  version?: number,
): Promise<readonly Promotion[]> {
  return (await merchantPromotionRows(db, merchantId, version)).promotions;
}
