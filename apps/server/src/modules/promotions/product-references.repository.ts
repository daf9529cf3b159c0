import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, promotions } from '../../db/schema/index';

const ofMerchant = (merchantId: string) => eq(promotions.merchantId, merchantId);

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
