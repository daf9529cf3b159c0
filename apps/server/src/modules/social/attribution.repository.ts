import type { PostAttribution } from '@perkdesk/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * What each post (by refId) brought the merchant, computed from its own data only (docs/social.md):
 * - visits: its VISIT events carrying the ref;
 * - orders: PAID/COMPLETED orders whose customer's latest tracked visit at that store, in the 7 days
 *   before the order was placed, carries the ref;
 * - revenueCents: their totals less refunds;
 * - newClients: those orders that are the customer's first sale (first order ever paid) at the merchant.
 */
export async function attributionsOf(
  db: Executor,
  merchantId: string,
  refIds: string[],
): Promise<Map<string, PostAttribution>> {
  const result = new Map<string, PostAttribution>();
  if (refIds.length === 0) return result;
  const refs = sql.join(
    refIds.map((ref) => sql`${ref}`),
    sql`, `,
  );
  const visits = await db.execute<{ ref: string; visits: number }>(sql`
    select post_ref as ref, count(*)::int as visits from store_events
    where merchant_id = ${merchantId} and kind = 'VISIT' and post_ref in (${refs})
    group by post_ref`);
  const orders = await db.execute<{ ref: string; orders: number; revenue: string; new_clients: number }>(sql`
    with attributed as (
      select o.id, o.customer_id, o.created_at, o.total_cents - o.refunded_cents as net,
        (select e.post_ref from store_events e
          where e.merchant_id = o.merchant_id and e.customer_id = o.customer_id and e.store_id = o.store_id
            and e.kind = 'VISIT' and e.post_ref is not null
            and e.occurred_at <= o.created_at and e.occurred_at > o.created_at - interval '7 days'
          order by e.occurred_at desc, e.id desc limit 1) as ref
      from orders o
      where o.merchant_id = ${merchantId} and o.status in ('PAID', 'COMPLETED')
        and exists (select 1 from store_events v
          where v.merchant_id = o.merchant_id and v.customer_id = o.customer_id and v.store_id = o.store_id
            and v.kind = 'VISIT' and v.post_ref in (${refs})
            and v.occurred_at <= o.created_at and v.occurred_at > o.created_at - interval '7 days')
    )
    select a.ref, count(*)::int as orders, coalesce(sum(a.net), 0)::bigint as revenue,
      (count(*) filter (where not exists (select 1 from orders p
        where p.merchant_id = ${merchantId} and p.customer_id = a.customer_id and p.paid_at is not null
          and (p.created_at < a.created_at or (p.created_at = a.created_at and p.id < a.id)))))::int as new_clients
    from attributed a where a.ref in (${refs}) group by a.ref`);
  for (const ref of refIds) result.set(ref, { visits: 0, orders: 0, revenueCents: 0, newClients: 0 });
  for (const row of visits.rows) (result.get(row.ref) as PostAttribution).visits = Number(row.visits);
  for (const row of orders.rows) {
    const entry = result.get(row.ref) as PostAttribution;
    entry.orders = Number(row.orders);
    entry.revenueCents = Number(row.revenue);
    entry.newClients = Number(row.new_clients);
  }
  return result;
}
