import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The zone a scope's rollups are bucketed in (dashboard_zones, migration 0017): every store of a
 * merchant has its row from the moment it is created, deleted stores included; the merchant's row
 * ('') follows its earliest live store. Undefined when the merchant has no such store.
 */
export async function scopeZone(
  db: Executor,
  merchantId: string,
  storeId: string,
): Promise<string | undefined> {
  const result = await db.execute(
    sql`select zone from dashboard_zones where merchant_id = ${merchantId} and store_id = ${storeId}`,
  );
  return (result.rows[0] as { zone: string } | undefined)?.zone;
}
