import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, type StoredCartLine } from '../../db/schema/index';

export type CartRow = typeof carts.$inferSelect;

const cartOf = (customerId: string, storeId: string) =>
  and(eq(carts.customerId, customerId), eq(carts.storeId, storeId));

/** The customer's cart in the store, if one was ever written. */
export async function findCart(
  db: Executor,
  customerId: string,
  storeId: string,
): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(cartOf(customerId, storeId));
  return row;
}

/**
 * The customer's cart in the store, created empty if missing, locked until the transaction
 * ends. The insert that does nothing on a conflict waits for a concurrent creator to commit, and
 * `FOR UPDATE` then queues every other writer of the same cart: two simultaneous adds read the
 * lines and `nextLineId` one after the other, so both land with distinct ids.
 */
export async function lockCart(
  tx: Executor,
  customerId: string,
  storeId: string,
  now: Date,
): Promise<CartRow> {
  await tx
    .insert(carts)
    .values({ customerId, storeId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(carts).where(cartOf(customerId, storeId)).for('update');
  if (!row) throw new Error(`cart ${customerId}/${storeId} vanished under its lock`);
  return row;
}

export async function saveCartLines(
  tx: Executor,
  customerId: string,
  storeId: string,
  patch: { lines: StoredCartLine[]; nextLineId: number; updatedAt: Date },
): Promise<void> {
  await tx.update(carts).set(patch).where(cartOf(customerId, storeId));
}

/**
 * Empties the cart (its lines and coupon). The row stays, so line ids keep increasing after a
 * clear and an id a client still holds never names a newer line.
 */
export async function emptyCart(db: Executor, customerId: string, storeId: string, now: Date): Promise<void> {
  await db
    .update(carts)
    .set({ lines: [], couponCode: null, updatedAt: now })
    .where(cartOf(customerId, storeId));
}
