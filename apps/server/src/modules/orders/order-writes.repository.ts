import { and, eq, exists, getTableColumns, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, orders } from '../../db/schema/index';
import { idempotencyKeyValues, resultRefUpdate } from '../../lib/idempotency';
import { columnPlaceholders, definedKeys, driverValues, preparedPerShape } from '../../lib/prepared';
import {
  type NewOrder,
  OPEN_STATUSES,
  type OrderPatch,
  type OrderRow,
  type OrderStatus,
} from './orders.repository';

// The statements that change orders: a checkout's insert, compare-and-set transitions, and paid.

/**
 * A new order, the customer's open orders in its store canceled (a checkout replaces them) and the
 * order recorded as the running Idempotency-Key's result, in one statement: two round trips fewer
 * inside the checkout's transaction (bench/ordering.mjs). The
 * new order is not among those canceled (one snapshot). `replaced` are the canceled ones as they
 * are now, read only when there were any.
 */
export async function insertOrderReplacingOpen(
  db: Executor,
  order: NewOrder & { lastUpdatedAt: Date },
): Promise<{ order: OrderRow; replaced: OrderRow[] }> {
  const keys = definedKeys(order);
  const [row] = await orderInsert(db, keys.join(), (handle, name) =>
    buildOrderInsert(handle, name, keys),
  ).execute({ ...driverValues(orders, order), ...idempotencyKeyValues() });
  if (!row) throw new Error(`order ${order.id} was not inserted`);
  const { replacedIds, ...inserted } = row;
  const replaced = replacedIds?.length ? await ordersByIds(db, replacedIds) : [];
  return { order: inserted as OrderRow, replaced };
}

/**
 * The customer's open orders in the store (placeholders `customerId`, `storeId`, the insert's own).
 * Literal statuses, so that even a generic plan proves orders_customer_store_open_idx's predicate.
 */
const openInStore = () =>
  and(
    eq(orders.customerId, sql.placeholder('customerId')),
    eq(orders.storeId, sql.placeholder('storeId')),
    sql.raw(`"orders"."status" in (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    isNull(orders.serveStatus),
  );

// Prepared per set of columns (lib/prepared.ts). The cancel's placeholders are the insert's own
// (customerId, storeId, lastUpdatedAt), so each value is given once.
const buildOrderInsert = (db: Executor, name: string, keys: readonly string[]) => {
  const canceled = db.$with('canceled').as(
    db
      .update(orders)
      .set({ status: 'CANCELED', lastUpdatedAt: sql`${sql.placeholder('lastUpdatedAt')}` as unknown as Date })
      .where(openInStore())
      .returning({ id: orders.id }),
  );
  // Committed with the order: a retry of a request that died after this commit answers this order.
  const keyed = db.$with('keyed').as(resultRefUpdate(db, sql.placeholder('id')));
  return db
    .with(canceled, keyed)
    .insert(orders)
    .values(columnPlaceholders(keys) as unknown as NewOrder)
    .returning({
      ...getTableColumns(orders),
      replacedIds: sql<string[] | null>`(select array_agg(${canceled.id}) from ${canceled})`,
    })
    .prepare(name);
};
const orderInsert = preparedPerShape<ReturnType<typeof buildOrderInsert>>('insert_order');

/**
 * A checkout priced from the cart read without a lock, in one statement without a transaction: the
 * order is inserted (and recorded as the running Idempotency-Key's result) only while the cart is
 * still at `cartVersion` (every cart write bumps it; this one too) and the customer has no open order
 * in the store. Undefined otherwise: nothing was written, and the caller locks the cart instead.
 */
export async function insertOrderIfCartUnchanged(
  db: Executor,
  order: NewOrder & { lastUpdatedAt: Date },
  cartVersion: number,
): Promise<OrderRow | undefined> {
  const keys = definedKeys(order);
  try {
    const [row] = await guardedOrderInsert(db, keys.join(), (handle, name) =>
      buildGuardedOrderInsert(handle, name, keys),
    ).execute({ ...driverValues(orders, order), ...idempotencyKeyValues(), cartVersion });
    return row as OrderRow | undefined;
  } catch (error) {
    if (isMissingOrderId(error)) return undefined;
    throw error;
  }
}

// An INSERT … VALUES cannot be conditional, so a failed guard gives the order a null id: the
// statement fails on orders.id's NOT NULL and writes nothing (its CTEs included).
const isMissingOrderId = (error: unknown): boolean => {
  const found = [error, (error as { cause?: unknown } | null)?.cause].find(
    (e) => (e as { code?: string } | null)?.code === '23502',
  ) as { column?: string; table?: string } | undefined;
  return found !== undefined && found.table === 'orders' && found.column === 'id';
};

const buildGuardedOrderInsert = (db: Executor, name: string, keys: readonly string[]) => {
  const unchanged = db.$with('cart_unchanged').as(
    db
      .update(carts)
      .set({ version: sql`${carts.version} + 1` })
      .where(
        and(
          eq(carts.customerId, sql.placeholder('customerId')),
          eq(carts.storeId, sql.placeholder('storeId')),
          eq(carts.version, sql.placeholder('cartVersion')),
          notExists(db.select({ one: sql`1` }).from(orders).where(openInStore())),
        ),
      )
      .returning({ version: carts.version }),
  );
  const keyed = db.$with('keyed').as(resultRefUpdate(db, sql.placeholder('id')));
  const values = {
    ...columnPlaceholders(keys),
    id: sql`(select ${sql.placeholder('id')}::text where exists (select 1 from ${unchanged}))`,
  };
  return db
    .with(unchanged, keyed)
    .insert(orders)
    .values(values as unknown as NewOrder)
    .returning()
    .prepare(name);
};
const guardedOrderInsert =
  preparedPerShape<ReturnType<typeof buildGuardedOrderInsert>>('insert_order_if_cart');

function ordersByIds(db: Executor, ids: readonly string[]): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
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
      .set({ lines: [], couponCode: null, updatedAt: now, version: sql`${carts.version} + 1` })
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
