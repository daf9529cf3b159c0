import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, catalogueVersions, orders, stores, users } from '../../db/schema/index';
import { preparedPerHandle } from '../../lib/prepared';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = OrderRow['status'];
export type OrderPatch = Partial<
  Omit<NewOrder, 'id' | 'seq' | 'merchantId' | 'storeId' | 'customerId' | 'createdAt'>
>;

/** The statuses a customer may still confirm or cancel (contract §9 Lifecycle). */
export const OPEN_STATUSES = ['CHECKOUT', 'CONFIRMED'] as const satisfies readonly OrderStatus[];

const openOf = (customerId: string, storeId: string) =>
  and(
    eq(orders.customerId, customerId),
    eq(orders.storeId, storeId),
    inArray(orders.status, [...OPEN_STATUSES]),
    isNull(orders.serveStatus),
  );

/**
 * Checkout's first statement, inside its transaction: the customer's cart in the store locked
 * (created empty if missing) as `lockCart` does (cart/cart.repository.ts), and the customer's
 * name and phone beside it, in one round trip. Sent at once (`.execute()`), so that it shares the
 * BEGIN's write (lib/pipelined-transaction.ts).
 */
export async function lockCartWithCustomer(tx: Executor, customerId: string, storeId: string, now: Date) {
  const locked = tx.$with('locked').as(
    tx
      .insert(carts)
      .values({ customerId, storeId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [carts.customerId, carts.storeId], set: { customerId } })
      .returning(),
  );
  const [row] = await tx
    .with(locked)
    .select({
      cart: {
        customerId: locked.customerId,
        storeId: locked.storeId,
        lines: locked.lines,
        nextLineId: locked.nextLineId,
        couponCode: locked.couponCode,
        createdAt: locked.createdAt,
        updatedAt: locked.updatedAt,
      },
      customerName: users.name,
      customerPhone: users.phone,
    })
    .from(locked)
    .leftJoin(users, eq(users.id, locked.customerId))
    .execute();
  if (!row) throw new Error(`cart ${customerId}/${storeId} vanished under its lock`);
  return row;
}

/**
 * The new order inserted and the customer's earlier open orders in the store canceled (a new
 * checkout replaces them), in one statement after the cart's lock: both see what committed
 * before the lock was granted. Returns the new order and the ids of the canceled ones.
 */
export async function insertOrderReplacingOpen(
  tx: Executor,
  order: NewOrder & { customerId: string; storeId: string; createdAt: Date },
): Promise<{ order: OrderRow; replacedIds: string[] }> {
  const canceled = tx
    .$with('canceled')
    .as(
      tx
        .update(orders)
        .set({ status: 'CANCELED', lastUpdatedAt: order.createdAt })
        .where(openOf(order.customerId, order.storeId))
        .returning({ id: orders.id }),
    );
  const [row] = await tx
    .with(canceled)
    .insert(orders)
    .values(order)
    .returning({
      ...getTableColumns(orders),
      replacedIds: sql<string[]>`(select coalesce(array_agg(${canceled.id}), '{}') from ${canceled})`,
    })
    .execute();
  if (!row) throw new Error(`order ${order.id} not inserted`);
  const { replacedIds, ...inserted } = row;
  return { order: inserted as OrderRow, replacedIds };
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

/**
 * The order with its store, the store's catalogue version (the menu cache's key) and the
 * customer's phone, in one indexed read instead of three: confirm and paid need all of them.
 * Undefined without the order; a missing store is a broken order and throws, as before.
 */
const orderWithStore = preparedPerHandle((db) =>
  db
    .select({
      order: orders,
      store: stores,
      version: catalogueVersions.version,
      customerPhone: users.phone,
      customerFound: sql<boolean>`${users.id} is not null`,
    })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(catalogueVersions, eq(catalogueVersions.merchantId, stores.merchantId))
    .leftJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('find_order_with_store'),
);

export interface OrderWithStore {
  order: OrderRow;
  store: { store: typeof stores.$inferSelect; version: number };
  /** The customer's profile phone; undefined when the account no longer exists. */
  customer: { phone: string | null } | undefined;
}

export async function findOrderWithStore(db: Executor, id: string): Promise<OrderWithStore | undefined> {
  const [row] = await orderWithStore(db).execute({ id });
  if (!row) return undefined;
  if (!row.store) throw new Error(`order ${id} names a missing store`);
  return {
    order: row.order,
    store: { store: row.store, version: row.version ?? 0 },
    customer: row.customerFound ? { phone: row.customerPhone } : undefined,
  };
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
  const conditions: SQL[] = [eq(orders.id, id), eq(orders.status, expected.status)];
  const serveStatus = expected.serveStatus ?? null;
  conditions.push(serveStatus === null ? isNull(orders.serveStatus) : eq(orders.serveStatus, serveStatus));
  if (expected.paymentIntentId !== undefined) {
    conditions.push(
      expected.paymentIntentId === null
        ? isNull(orders.paymentIntentId)
        : eq(orders.paymentIntentId, expected.paymentIntentId),
    );
  }
  const [row] = await db
    .update(orders)
    .set(patch)
    .where(and(...conditions))
    .returning();
  return row;
}

/**
 * CONFIRMED → PAID and the customer's cart in the store emptied, in one statement: the cart is
 * emptied only when the order's compare-and-set matched (the CTE's row), and both commit
 * together without a transaction's BEGIN and COMMIT round trips. The expectation is paid's:
 * CONFIRMED, not yet served, still holding the intent that was checked. Undefined when another
 * request changed the order first.
 */
const payAndEmpty = preparedPerHandle((db) => {
  const now = sql`${sql.placeholder('now')}`;
  const paid = db.$with('paid').as(
    db
      .update(orders)
      .set({ status: 'PAID', paidAt: now, paymentCollected: true, lastUpdatedAt: now })
      .where(
        and(
          eq(orders.id, sql.placeholder('id')),
          eq(orders.status, 'CONFIRMED'),
          isNull(orders.serveStatus),
          sql`${orders.paymentIntentId} is not distinct from ${sql.placeholder('paymentIntentId')}`,
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
          sql`exists (select 1 from ${paid})`,
        ),
      )
      .returning({ customerId: carts.customerId }),
  );
  return db.with(paid, emptied).select().from(paid).prepare('pay_order_empty_cart');
});

export async function payOrderAndEmptyCart(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'paymentIntentId' | 'customerId' | 'storeId'>,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await payAndEmpty(db).execute({
    id: order.id,
    paymentIntentId: order.paymentIntentId,
    customerId: order.customerId,
    storeId: order.storeId,
    now,
  });
  return row as OrderRow | undefined;
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
