import { and, desc, eq, exists, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, catalogueVersions, orders, stores, users } from '../../db/schema/index';
import {
  columnPlaceholders,
  definedKeys,
  driverValues,
  preparedPerHandle,
  preparedPerShape,
} from '../../lib/prepared';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = OrderRow['status'];
export type OrderPatch = Partial<
  Omit<NewOrder, 'id' | 'seq' | 'merchantId' | 'storeId' | 'customerId' | 'createdAt'>
>;

/** The statuses a customer may still confirm or cancel (contract §9 Lifecycle). */
export const OPEN_STATUSES = ['CHECKOUT', 'CONFIRMED'] as const satisfies readonly OrderStatus[];

// The writes of every order step, prepared per set of columns (lib/prepared.ts).
const buildOrderInsert = (db: Executor, name: string, keys: readonly string[]) =>
  db
    .insert(orders)
    .values(columnPlaceholders(keys) as unknown as NewOrder)
    .returning()
    .prepare(name);
const orderInsert = preparedPerShape<ReturnType<typeof buildOrderInsert>>('insert_order');

export async function insertOrder(db: Executor, order: NewOrder): Promise<OrderRow> {
  const keys = definedKeys(order);
  const [row] = await orderInsert(db, keys.join(), (handle, name) =>
    buildOrderInsert(handle, name, keys),
  ).execute(driverValues(orders, order));
  return row as OrderRow;
}

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

/** What a transition expects the order to be: its status, a serveStatus (null: new) and, when given, its intent. */
export interface OrderExpectation {
  status: OrderStatus;
  serveStatus?: OrderRow['serveStatus'];
  /** Confirm also compares the intent, so two confirms never both attach one. */
  paymentIntentId?: string | null;
}

/**
 * A compare-and-set transition (contract §9 Concurrency): the patch applies only while the order
 * still is what the caller read. Undefined means another request changed it first.
 */
export async function updateOrderIf(
  db: Executor,
  id: string,
  expected: OrderExpectation,
  patch: OrderPatch,
): Promise<OrderRow | undefined> {
  const keys = definedKeys(patch);
  const serveStatus = expected.serveStatus ?? null;
  const intent = expected.paymentIntentId;
  const shape = `${keys.join()}|${serveStatus === null}|${intent === undefined ? 'any' : intent === null}`;
  const noIntent = intent === undefined ? undefined : intent === null;
  const [row] = await orderUpdate(db, shape, (handle, name) =>
    buildOrderUpdate(handle, name, keys, serveStatus === null, noIntent),
  ).execute({
    ...driverValues(orders, patch),
    whereId: id,
    whereStatus: expected.status,
    whereServeStatus: serveStatus,
    whereIntent: intent,
  });
  return row;
}

// Placeholders of the conditions are `where…`, so that they never meet a patch key.
const buildOrderUpdate = (
  db: Executor,
  name: string,
  keys: readonly string[],
  newServe: boolean,
  noIntent: boolean | undefined,
) => {
  const conditions: SQL[] = [
    eq(orders.id, sql.placeholder('whereId')),
    eq(orders.status, sql.placeholder('whereStatus')),
    newServe ? isNull(orders.serveStatus) : eq(orders.serveStatus, sql.placeholder('whereServeStatus')),
  ];
  if (noIntent !== undefined)
    conditions.push(
      noIntent ? isNull(orders.paymentIntentId) : eq(orders.paymentIntentId, sql.placeholder('whereIntent')),
    );
  return db
    .update(orders)
    .set(columnPlaceholders(keys) as unknown as OrderPatch)
    .where(and(...conditions))
    .returning()
    .prepare(name);
};
const orderUpdate = preparedPerShape<ReturnType<typeof buildOrderUpdate>>('update_order_if');

/**
 * CONFIRMED → PAID (a compare-and-set, as `updateOrderIf`) and the customer's cart in the store
 * emptied, in one statement: atomic without BEGIN and COMMIT, two round trips fewer than a
 * transaction on the busiest step (bench/ordering.mjs). The cart is emptied only when the order
 * changed. Undefined when another request changed the order first.
 */
export async function markPaid(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'customerId' | 'storeId' | 'paymentIntentId'>,
  now: Date,
): Promise<OrderRow | undefined> {
  const withIntent = order.paymentIntentId !== null;
  const [row] = await paidWithCart(db, String(withIntent), (handle, name) =>
    buildMarkPaid(handle, name, withIntent),
  ).execute({
    id: order.id,
    intentId: order.paymentIntentId,
    customerId: order.customerId,
    storeId: order.storeId,
    now,
  });
  return row;
}

const buildMarkPaid = (db: Executor, name: string, withIntent: boolean) => {
  const now = sql.placeholder('now') as unknown as Date;
  const paid = db.$with('paid').as(
    db
      .update(orders)
      .set({ status: 'PAID', paidAt: now, paymentCollected: true, lastUpdatedAt: now })
      .where(
        and(
          eq(orders.id, sql.placeholder('id')),
          eq(orders.status, 'CONFIRMED'),
          isNull(orders.serveStatus),
          withIntent
            ? eq(orders.paymentIntentId, sql.placeholder('intentId'))
            : isNull(orders.paymentIntentId),
        ),
      )
      .returning(),
  );
  const emptied = db.$with('emptied').as(
    db
      .update(carts)
      .set({ lines: [], couponCode: null, updatedAt: now })
      .where(
        and(
          eq(carts.customerId, sql.placeholder('customerId')),
          eq(carts.storeId, sql.placeholder('storeId')),
          exists(db.select({ one: sql`1` }).from(paid)),
        ),
      )
      .returning({ customerId: carts.customerId }),
  );
  return db.with(paid, emptied).select().from(paid).prepare(name);
};
const paidWithCart = preparedPerShape<ReturnType<typeof buildMarkPaid>>('mark_paid');

/** Cancels the customer's open orders in the store (a new checkout replaces them); returns them as canceled. */
export function cancelOpenOrders(
  db: Executor,
  customerId: string,
  storeId: string,
  now: Date,
): Promise<OrderRow[]> {
  return openOrdersCancel(db).execute({ customerId, storeId, now });
}

const openOrdersCancel = preparedPerHandle((db) =>
  db
    .update(orders)
    .set({ status: 'CANCELED', lastUpdatedAt: sql.placeholder('now') as unknown as Date })
    .where(
      and(
        eq(orders.customerId, sql.placeholder('customerId')),
        eq(orders.storeId, sql.placeholder('storeId')),
        // Literal statuses, so that even a generic plan proves orders_customer_store_open_idx's predicate.
        sql.raw(`"orders"."status" in (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`),
        isNull(orders.serveStatus),
      ),
    )
    .returning()
    .prepare('cancel_open_orders'),
);

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
export function listCustomerOrders(db: Executor, customerId: string, range: InstantRange | null) {
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
