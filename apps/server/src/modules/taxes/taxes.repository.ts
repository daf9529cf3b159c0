import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { taxConfigs } from '../../db/schema/index';

export type TaxConfigRow = typeof taxConfigs.$inferSelect;

/** Every tax configuration, country level first, then by province and city (ids follow that order when seeded). */
export function listTaxConfigs(db: Executor): Promise<TaxConfigRow[]> {
  return db.select().from(taxConfigs).orderBy(asc(taxConfigs.id));
}

export async function findTaxConfigs(db: Executor, ids: readonly string[]): Promise<TaxConfigRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(taxConfigs)
    .where(inArray(taxConfigs.id, [...ids]));
  // In the order asked for, so applied taxes follow the store's own order.
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
