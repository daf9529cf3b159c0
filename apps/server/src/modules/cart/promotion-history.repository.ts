import type { PromotionCustomer } from '@perkdesk/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerShape } from '../../lib/prepared';

const customer = sql.placeholder('customerId');
const merchant = sql.placeholder('merchantId');
const store = sql.placeholder('storeId');

/**
 * The history read, not yet run: the server names it (below); bench/promotion-history.mjs also
 * runs it unnamed to show what naming saves.
 */
export const promotionHistoryQuery = (db: Executor, exceptStoreOpenOrders: boolean) => {
  const replaced = exceptStoreOpenOrders
    ? sql`union all
    select u.promotion_id, -u.uses, false
    from orders o cross join lateral order_promotion_uses(o.status, o.priced) u
    where o.customer_id = ${customer} and o.store_id = ${store}
      and o.merchant_id = ${merchant} and o.status = 'CONFIRMED' and o.serve_status is null`
    : sql``;
  return db
    .select({
      id: sql<string | null>`h.id`,
      uses: sql<number | string>`h.uses`,
      earlier: sql<boolean>`h.earlier`,
    })
    .from(sql`(
    select null as id, 0 as uses,
      exists (select 1 from orders p where p.customer_id = ${customer} and p.merchant_id = ${merchant}
        and p.status in ('PAID', 'COMPLETED')) as earlier
    union all
    select promotion_id, uses, false from customer_promotion_uses
    where merchant_id = ${merchant} and customer_id = ${customer} and uses <> 0
    ${replaced}) as h`);
};

/** Named, so each pooled connection plans it once: planning was most of its cost (bench/promotion-history.mjs). */
const historyStatement =
  preparedPerShape<ReturnType<ReturnType<typeof promotionHistoryQuery>['prepare']>>('promotion_history');

/**
 * What a customer's orders at a merchant say about its promotions (contract §6 rules 6 and 7), in
 * one statement:
 * - `hasEarlierOrder`: an order that reached PAID and was not refunded (PAID or COMPLETED; a
 *   rejected or canceled-after-accept order is REFUNDED);
 * - `usesByPromotion`: Σ `timesApplied` of each promotion's applied entries frozen in the
 *   customer's CONFIRMED, PAID and COMPLETED orders, read from `customer_promotion_uses`, which the
 *   orders' triggers keep (migration 0027): a few rows, however many orders the customer has.
 *
 * `exceptStoreOpenOrders` leaves out the customer's open (CONFIRMED, not yet paid) orders in that
 * store: a checkout cancels them, so their uses must not count against the order replacing them.
 * They are few, found on the open-orders index, and their uses are taken away here.
 */
export async function promotionHistory(
  db: Executor,
  customerId: string,
  merchantId: string,
  exceptStoreOpenOrders: string | null = null,
): Promise<PromotionCustomer> {
  const excepting = exceptStoreOpenOrders !== null;
  const rows = await historyStatement(db, String(excepting), (handle, name) =>
    promotionHistoryQuery(handle, excepting).prepare(name),
  ).execute({ customerId, merchantId, storeId: exceptStoreOpenOrders });
  const usesByPromotion = new Map<string, number>();
  let hasEarlierOrder = false;
  for (const row of rows) {
    if (row.id === null) hasEarlierOrder = row.earlier === true;
    else usesByPromotion.set(row.id, (usesByPromotion.get(row.id) ?? 0) + Number(row.uses));
  }
  for (const [id, uses] of usesByPromotion) if (uses === 0) usesByPromotion.delete(id);
  return { hasEarlierOrder, usesByPromotion };
}
