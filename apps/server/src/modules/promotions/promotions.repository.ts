import { and, asc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ItemWindow, promotions } from '../../db/schema/index';

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
