import type { PromotionCustomer } from '@perkdesk/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * What a customer's orders at a merchant say about its promotions (contract §6 rules 6 and 7), in
 * one statement:
 * - `hasEarlierOrder`: an order that reached PAID and was not refunded (PAID or COMPLETED; a
 *   rejected or canceled-after-accept order is REFUNDED);
 * - `usesByPromotion`: Σ `timesApplied` of each promotion's applied entries frozen in the
 *   customer's CONFIRMED, PAID and COMPLETED orders (`priced.appliedPromotions`).
 *
 * `exceptStoreOpenOrders` leaves out the customer's open (CHECKOUT, CONFIRMED) orders in that
 * store: a checkout cancels them, so their uses must not count against the order replacing them.
 */
export async function promotionHistory(
  db: Executor,
  customerId: string,
  merchantId: string,
  exceptStoreOpenOrders: string | null = null,
): Promise<PromotionCustomer> {
  const kept =
    exceptStoreOpenOrders === null
      ? sql`true`
      : sql`not (o.store_id = ${exceptStoreOpenOrders} and o.status = 'CONFIRMED' and o.serve_status is null)`;
  const result = await db.execute(sql`
    select null as id, 0 as uses,
      exists (select 1 from orders p where p.customer_id = ${customerId} and p.merchant_id = ${merchantId}
        and p.status in ('PAID', 'COMPLETED')) as earlier
    union all
    select e.value->>'id', sum(coalesce((e.value->>'timesApplied')::int, 0))::int, false
    from orders o
    cross join lateral jsonb_array_elements(coalesce(o.priced->'appliedPromotions', '[]'::jsonb)) e
    where o.customer_id = ${customerId} and o.merchant_id = ${merchantId}
      and o.status in ('CONFIRMED', 'PAID', 'COMPLETED') and ${kept}
      and coalesce(e.value->>'list', 'APPLIED') = 'APPLIED'
    group by 1`);
  const rows = result.rows as { id: string | null; uses: number | string; earlier: boolean }[];
  const usesByPromotion = new Map<string, number>();
  let hasEarlierOrder = false;
  for (const row of rows) {
    if (row.id === null) hasEarlierOrder = row.earlier === true;
    else usesByPromotion.set(row.id, Number(row.uses));
  }
  return { hasEarlierOrder, usesByPromotion };
}
