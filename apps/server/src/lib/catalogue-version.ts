import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { catalogueVersions } from '../db/schema/index';

/**
 * The merchant's catalogue version, the key of every per-merchant cache: raised by the database in
 * every transaction that writes the catalogue, its stores, its payment account or its promotions
 * (migrations 0009, 0012); 0 before the first write.
 */
export async function catalogueVersion(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.merchantId, merchantId));
  return row?.version ?? 0;
}
