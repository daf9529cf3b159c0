import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueVersions, orders, stores, users } from '../../db/schema/index';
import { preparedPerHandle } from '../../lib/prepared';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = OrderRow['status'];
export type OrderPatch = Partial<
  Omit<NewOrder, 'id' | 'seq' | 'merchantId' | 'storeId' | 'customerId' | 'createdAt'>
>;

/** The statuses a customer may still confirm or cancel (contract §9 Lifecycle). */
export const OPEN_STATUSES = ['CHECKOUT', 'CONFIRMED'] as const satisfies readonly OrderStatus[];

const orderById = preparedPerHandle((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('find_order'),
);

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await orderById(db).execute({ id });
  return row;
}

const orderWithStoreById = preparedPerHandle((db) =>
  db
    .select({ order: orders, store: stores, version: catalogueVersions.version, profilePhone: users.phone })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(catalogueVersions, eq(catalogueVersions.merchantId, stores.merchantId))
    .leftJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('find_order_with_store'),
);

/**
 * The order with its store, the merchant's catalogue version and the customer's phone in their
 * profile now, in one read: confirm and paid need them all before anything else (one round trip
 * instead of two or three in a row, bench/ordering.mjs). `store` is null if it is missing.
 */
export async function findOrderWithStore(db: Executor, id: string) {
  const [row] = await orderWithStoreById(db).execute({ id });
  return (
    row && {
      order: row.order,
      versioned: row.store && { store: row.store, version: row.version ?? 0 },
      profilePhone: row.profilePhone ?? null,
    }
  );
}

export async function findOrderByIntent(db: Executor, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
  return row;
}

/** A range of instants; null ends are open. */
export interface InstantRange {
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
}

const within = (
  column: typeof orders.createdAt | typeof orders.paidAt,
  range: InstantRange | null,
): SQL[] => [...(range?.from ? [gte(column, range.from)] : []), ...(range?.to ? [lt(column, range.to)] : [])];

/** The customer's orders, CHECKOUT excluded, newest first; a range filters on creation. */
export function findCustomerOrders(db: Executor, customerId: string, range: InstantRange | null) {
  const conditions: SQL[] = [
    eq(orders.customerId, customerId),
    inArray(orders.status, ['CONFIRMED', 'PAID', 'COMPLETED', 'CANCELED', 'REFUNDED']),
  ];
  conditions.push(...within(orders.createdAt, range));
  return db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.seq));
}

/** Whether the merchant has paid orders not yet finished (contract §11 disconnect). */
export async function merchantHasPaidOrders(db: Executor, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.status, 'PAID')))
    .limit(1);
  return row !== undefined;
}

/** Whether the store has paid orders not yet finished (a store with some cannot be deleted, contract §4). */
export async function storeHasPaidOrders(db: Executor, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.status, 'PAID')))
    .limit(1);
  return row !== undefined;
}
