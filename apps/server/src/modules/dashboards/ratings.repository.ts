import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DEFAULT_ZONE } from '../orders/order-dates';
import type { DashboardScope, DayRange } from './dashboards-context';
import { inRange } from './day-sums.repository';

/** Ratings given in the range, by rate 1–5 (dashboard_days.ratings). */
export async function ratingsByRate(db: Executor, scope: DashboardScope, range: DayRange): Promise<number[]> {
  const result = await db.execute(
    sql`select ${sql.join(
      [1, 2, 3, 4, 5].map(
        (rate) =>
          sql`coalesce(sum(ratings[${sql.raw(String(rate))}]), 0)::bigint as ${sql.identifier(`r${rate}`)}`,
      ),
      sql`, `,
    )} from dashboard_days where ${inRange(scope, range)}`,
  );
  const row = (result.rows[0] ?? {}) as Record<string, string | number>;
  return [1, 2, 3, 4, 5].map((rate) => Number(row[`r${rate}`] ?? 0));
}

export interface RatingRow {
  orderId: string;
  storeId: string;
  customerName: string | null;
  rating: number;
  comment: string | null;
  ratedAt: Date;
}

const ofScope = (scope: DashboardScope) =>
  scope.storeId
    ? sql`r.store_id = ${scope.storeId} and r.merchant_id = ${scope.merchantId}`
    : sql`r.merchant_id = ${scope.merchantId}`;

/**
 * A page of the ratings given in the range, newest first, with the customer's name on the order,
 * and how many there are (from the days' counts by rate), in one statement. The range's bounds are
 * its local midnights in the zone the scope's rollups are kept in, as the rollups date ratings.
 */
export async function ratingPage(
  db: Executor,
  scope: DashboardScope,
  range: DayRange,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: RatingRow[]; total: number }> {
  const result = await db.execute(sql`with z as (
      select coalesce((select zone from dashboard_zones
        where merchant_id = ${scope.merchantId} and store_id = ${scope.storeId}), ${DEFAULT_ZONE}) as zone),
    bounds as (select ${range.start}::date::timestamp at time zone z.zone as lo,
        (${range.end}::date + 1)::timestamp at time zone z.zone as hi from z)
    select (select coalesce(sum(ratings[1] + ratings[2] + ratings[3] + ratings[4] + ratings[5]), 0)::bigint
        from dashboard_days where ${inRange(scope, range)}) as total,
      (select coalesce(json_agg(json_build_array(p.order_id, p.store_id, p.customer_name, p.rating, p.comment,
          p.rated_at) order by p.rated_at desc, p.order_id desc), '[]')
        from (select r.order_id, r.store_id, o.customer_name, r.rating, r.comment, r.rated_at
          from order_ratings r left join orders o on o.id = r.order_id, bounds b
          where ${ofScope(scope)} and r.rated_at >= b.lo and r.rated_at < b.hi
          order by r.rated_at desc, r.order_id desc
          limit ${page.pageSize} offset ${page.pageNumber * page.pageSize}) p) as rows`);
  const row = (result.rows[0] ?? {}) as { total?: string | number; rows?: unknown };
  const list = (typeof row.rows === 'string' ? JSON.parse(row.rows) : (row.rows ?? [])) as unknown[][];
  return {
    total: Number(row.total ?? 0),
    rows: list.map(([orderId, storeId, customerName, rating, comment, ratedAt]) => ({
      orderId: String(orderId),
      storeId: String(storeId),
      customerName: (customerName as string | null) ?? null,
      rating: Number(rating),
      comment: (comment as string | null) ?? null,
      ratedAt: new Date(ratedAt as string),
    })),
  };
}

/** The rating of one of the merchant's orders, if it has one. */
export async function ratingOfOrder(db: Executor, merchantId: string, orderId: string) {
  const result = await db.execute(sql`select order_id, rating, comment, rated_at from order_ratings
    where order_id = ${orderId} and merchant_id = ${merchantId}`);
  const row = result.rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    orderId: String(row.order_id),
    rating: Number(row.rating),
    comment: (row.comment as string | null) ?? null,
    ratedAt: new Date(row.rated_at as string),
  };
}
