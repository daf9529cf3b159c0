import type { PromotionCustomer } from '@perkdesk/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

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
  const replaced =
    exceptStoreOpenOrders === null
      ? sql``
      : sql`union all
    select u.promotion_id, -u.uses, false
    from orders o cross join lateral order_promotion_uses(o.status, o.priced) u
    where o.customer_id = ${customerId} and o.store_id = ${exceptStoreOpenOrders}
      and o.merchant_id = ${merchantId} and o.status = 'CONFIRMED' and o.serve_status is null`;
  const result = await db.execute(sql`
    select null as id, 0 as uses,
      exists (select 1 from orders p where p.customer_id = ${customerId} and p.merchant_id = ${merchantId}
        and p.status in ('PAID', 'COMPLETED')) as earlier
    union all
    select promotion_id, uses, false from customer_promotion_uses
    where merchant_id = ${merchantId} and customer_id = ${customerId} and uses <> 0
    ${replaced}`);
  const rows = result.rows as { id: string | null; uses: number | string; earlier: boolean }[];
  const usesByPromotion = new Map<string, number>();
  let hasEarlierOrder = false;
  for (const row of rows) {
    if (row.id === null) hasEarlierOrder = row.earlier === true;
    else usesByPromotion.set(row.id, (usesByPromotion.get(row.id) ?? 0) + Number(row.uses));
  }
  for (const [id, uses] of usesByPromotion) if (uses === 0) usesByPromotion.delete(id);
  return { hasEarlierOrder, usesByPromotion };
}
