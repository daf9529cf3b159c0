import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, type StoredCartLine } from '../../db/schema/index';
import { preparedPerHandle } from '../../lib/prepared';

export type CartRow = typeof carts.$inferSelect;

const cartOf = (customerId: string | Placeholder, storeId: string | Placeholder) =>
  and(eq(carts.customerId, customerId), eq(carts.storeId, storeId));

/** The customer's cart in the store, if one was ever written. */
const cartByOwner = preparedPerHandle((db) =>
  db
    .select()
    .from(carts)
    .where(cartOf(sql.placeholder('customerId'), sql.placeholder('storeId')))
    .prepare('find_cart'),
);

export async function findCart(
  db: Executor,
  customerId: string,
  storeId: string,
): Promise<CartRow | undefined> {
  const [row] = await cartByOwner(db).execute({ customerId, storeId });
  return row;
}

/**
 * The customer's cart in the store, created empty if missing, locked until the transaction
 * ends. The upsert waits for a concurrent creator to commit, and its row lock then queues every
 * other writer of the same cart: two simultaneous adds read the
 * lines and `nextLineId` one after the other, so both land with distinct ids.
 */
export async function lockCart(
  tx: Executor,
  customerId: string,
  storeId: string,
  now: Date,
): Promise<CartRow> {
  // One statement: an insert that meets the existing row updates it to itself, which locks it
  // as FOR UPDATE would and returns it.
  const [row] = await tx
    .insert(carts)
    .values({ customerId, storeId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [carts.customerId, carts.storeId], set: { customerId } })
    .returning();
  if (!row) throw new Error(`cart ${customerId}/${storeId} vanished under its lock`);
  return row;
}

/** Stores the cart's lines, next line id and coupon. */
export async function saveCart(
  tx: Executor,
  customerId: string,
  storeId: string,
  patch: { lines: StoredCartLine[]; nextLineId: number; couponCode: string | null; updatedAt: Date },
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
