import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

/** A page of the ratings given in [from, to), newest first, with the customer's name on the order. */
export async function ratingPage(
  db: Executor,
  scope: DashboardScope,
  from: Date,
  to: Date,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: RatingRow[]; total: number }> {
  const within = sql`${ofScope(scope)} and r.rated_at >= ${from.toISOString()}::timestamptz
    and r.rated_at < ${to.toISOString()}::timestamptz`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select r.order_id, r.store_id, o.customer_name, r.rating, r.comment, r.rated_at
      from order_ratings r left join orders o on o.id = r.order_id
      where ${within} order by r.rated_at desc, r.order_id desc
      limit ${page.pageSize} offset ${page.pageNumber * page.pageSize}`),
    db.execute(sql`select count(*)::bigint as n from order_ratings r where ${within}`),
  ]);
  return {
    rows: (rows.rows as Record<string, unknown>[]).map((row) => ({
      orderId: String(row.order_id),
      storeId: String(row.store_id),
      customerName: (row.customer_name as string | null) ?? null,
      rating: Number(row.rating),
      comment: (row.comment as string | null) ?? null,
      ratedAt: new Date(row.rated_at as string),
    })),
    total: Number((count.rows[0] as { n: string | number } | undefined)?.n ?? 0),
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
