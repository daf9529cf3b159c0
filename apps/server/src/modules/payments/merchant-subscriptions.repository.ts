import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchantSubscriptions } from '../../db/schema/index';

/**
 * Stores what the provider said of a subscription at `providerUpdatedAt`; news older than what
 * is stored is dropped (webhooks may arrive out of order).
 */
export async function saveMerchantSubscription(
  db: Executor,
  row: typeof merchantSubscriptions.$inferInsert & { providerUpdatedAt: Date },
): Promise<void> {
  const { id: _id, ...columns } = row;
  await db
    .insert(merchantSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: merchantSubscriptions.id,
      set: columns,
      setWhere: lte(merchantSubscriptions.providerUpdatedAt, sql`excluded.provider_updated_at`),
    });
}
