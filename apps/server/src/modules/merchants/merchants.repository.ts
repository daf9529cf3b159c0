import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchants } from '../../db/schema/index';

export type MerchantRow = typeof merchants.$inferSelect;
export type MerchantPatch = Partial<typeof merchants.$inferInsert>;

export async function findMerchant(db: Executor, id: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row;
}

/** As findMerchant, locking the row: profile saves of one merchant queue up (one initial store). */
export async function lockMerchant(db: Executor, id: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).for('update');
  return row;
}

export async function updateMerchant(db: Executor, id: string, patch: MerchantPatch): Promise<MerchantRow> {
  const [row] = await db.update(merchants).set(patch).where(eq(merchants.id, id)).returning();
  return row as MerchantRow;
}
