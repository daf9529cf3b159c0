import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A rollup row that differs from what the raw rows give (dashboard_check(), migration 0017). */
export interface RollupDifference {
  rollup: string;
  merchantId: string;
  storeId: string;
  key: string;
  expected: string | null;
  actual: string | null;
}

/**
 * The dashboards' invariant: every rollup equals what the raw orders, events, ratings, follows and
 * loyalty balances give, recomputed now. `rebuild` first rewrites every rollup from them.
 */
export async function checkRollups(
  db: Executor,
  options: { rebuild?: boolean } = {},
): Promise<RollupDifference[]> {
  if (options.rebuild) await db.execute(sql`select dashboard_rebuild()`);
  const result = await db.execute(sql`select * from dashboard_check()`);
  return (result.rows as Record<string, string | null>[]).map((row) => ({
    rollup: String(row.rollup),
    merchantId: String(row.merchant_id),
    storeId: String(row.store_id),
    key: String(row.key),
    expected: row.expected ?? null,
    actual: row.actual ?? null,
  }));
}
