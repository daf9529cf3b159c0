import { and, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import { preparedPerHandle } from '../../lib/prepared';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = OrderRow['status'];
export type OrderPatch = Partial<
  Omit<NewOrder, 'id' | 'seq' | 'merchantId' | 'storeId' | 'customerId' | 'createdAt'>
>;

/** The statuses a customer may still confirm or cancel (contract §9 Lifecycle). */
export const OPEN_STATUSES = ['CHECKOUT', 'CONFIRMED'] as const satisfies readonly OrderStatus[];

export async function insertOrder(db: Executor, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
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

/** Cancels the customer's open orders in the store (a new checkout replaces them); returns them as canceled. */
export function cancelOpenOrders(
  db: Executor,
  customerId: string,
  storeId: string,
  now: Date,
): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set({ status: 'CANCELED', lastUpdatedAt: now })
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.storeId, storeId),
        inArray(orders.status, [...OPEN_STATUSES]),
        isNull(orders.serveStatus),
      ),
    )
    .returning();
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
