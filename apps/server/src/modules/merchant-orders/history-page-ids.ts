import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A page's ids from a covering index: no table row is read for the rows skipped (ADR 8). */
export async function pageIds(
  db: Executor,
  where: SQL,
  order: SQL,
  offset: number,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const result = await db.execute<{ id: string }>(
    sql`select id from orders where ${where} order by ${order} offset ${offset} limit ${limit}`,
  );
  return result.rows.map((row) => row.id);
}
