import type { BestsellerQuery } from '@perkdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DashboardScope, DayRange } from './dashboards-context';
import { inRange } from './day-sums.repository';

async function countRows(db: Executor, rows: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::bigint as n from (${rows}) r`);
  return Number((result.rows[0] as { n: string | number } | undefined)?.n ?? 0);
}

export interface BestsellerRow {
  productId: string;
  productName: string;
  grossCents: number;
  quantity: number;
}

/**
 * A page of the range's products by gross amount or quantity (ties by product id), with the
 * product's current name; the total is the number of products sold in the range.
 */
export async function bestsellerPage(
  db: Executor,
  scope: DashboardScope,
  range: DayRange,
  query: BestsellerQuery,
): Promise<{ rows: BestsellerRow[]; total: number }> {
  const sold = sql`select product_id, sum(quantity)::bigint as quantity, sum(gross_cents)::bigint as gross_cents
    from dashboard_products where ${inRange(scope, range)} group by product_id
    having sum(quantity) <> 0 or sum(gross_cents) <> 0`;
  const key = sql.raw(query.sort === 'totalQuantity' ? 'quantity' : 'gross_cents');
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  // One aggregation gives the page and, beside each row, how many products there are; a page past
  // the end has no row to carry it, and counts them apart.
  const page = await db.execute(sql`select p.product_id, coalesce(c.name, p.product_id) as name, p.quantity,
      p.gross_cents, p.total
    from (select *, count(*) over () as total from (${sold}) s
      order by ${key} ${direction}, product_id limit ${query.pageSize} offset ${query.pageNumber * query.pageSize}) p
    left join catalogue_items c on c.id = p.product_id
    order by p.${key} ${direction}, p.product_id`);
  const first = page.rows[0] as { total: string | number } | undefined;
  const total = first ? Number(first.total) : await countRows(db, sold);
  return {
    rows: (page.rows as Record<string, unknown>[]).map((row) => ({
      productId: String(row.product_id),
      productName: String(row.name),
      grossCents: Number(row.gross_cents),
      quantity: Number(row.quantity),
    })),
    total,
  };
}
