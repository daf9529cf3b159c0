import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, type StoredCartLine } from '../../db/schema/index';
import {
  columnPlaceholders,
  definedKeys,
  driverValues,
  preparedPerHandle,
  preparedPerShape,
} from '../../lib/prepared';

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
  // One statement: an insert that meets the existing row bumps its version, which locks it as FOR
  // UPDATE would and returns it; an unlocked checkout that read the cart before then falls back here.
  const [row] = await cartLock(tx).execute({ customerId, storeId, now });
  if (!row) throw new Error(`cart ${customerId}/${storeId} vanished under its lock`);
  return row;
}

const cartLock = preparedPerHandle((db) => {
  const now = sql.placeholder('now') as unknown as Date;
  return db
    .insert(carts)
    .values({
      customerId: sql.placeholder('customerId') as unknown as string,
      storeId: sql.placeholder('storeId') as unknown as string,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [carts.customerId, carts.storeId],
      set: { version: sql`${carts.version} + 1` },
    })
    .returning()
    .prepare('lock_cart');
});

type CartPatch = {
  lines?: StoredCartLine[];
  nextLineId?: number;
  couponCode?: string | null;
  updatedAt: Date;
};

/** A cart's update by owner, prepared per set of columns (lib/prepared.ts). */
const cartUpdate = preparedPerShape<ReturnType<typeof buildCartUpdate>>('update_cart');
const buildCartUpdate = (db: Executor, name: string, keys: readonly string[]) =>
  db
    .update(carts)
    .set({ ...(columnPlaceholders(keys) as unknown as CartPatch), version: sql`${carts.version} + 1` })
    .where(cartOf(sql.placeholder('whereCustomerId'), sql.placeholder('whereStoreId')))
    .prepare(name);

function updateCart(db: Executor, customerId: string, storeId: string, patch: CartPatch) {
  const keys = definedKeys(patch);
  return cartUpdate(db, keys.join(), (handle, name) => buildCartUpdate(handle, name, keys)).execute({
    ...driverValues(carts, patch),
    whereCustomerId: customerId,
    whereStoreId: storeId,
  });
}

/** Stores the cart's lines, next line id and coupon. */
export async function saveCart(
  tx: Executor,
  customerId: string,
  storeId: string,
  patch: { lines: StoredCartLine[]; nextLineId: number; couponCode: string | null; updatedAt: Date },
): Promise<void> {
  await updateCart(tx, customerId, storeId, patch);
}

/**
 * Empties the cart (its lines and coupon). The row stays, so line ids keep increasing after a
 * clear and an id a client still holds never names a newer line.
 */
export async function emptyCart(db: Executor, customerId: string, storeId: string, now: Date): Promise<void> {
  await updateCart(db, customerId, storeId, { lines: [], couponCode: null, updatedAt: now });
}
