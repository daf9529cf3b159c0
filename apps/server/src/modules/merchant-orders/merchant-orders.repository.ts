import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, stores } from '../../db/schema/index';
import { preparedPerHandle } from '../../lib/prepared';
import type { InstantRange, OrderRow } from '../orders/orders.public';

/** The merchant's orders, or one store's (already checked to be the merchant's). */
export interface OrderScope {
  merchantId: string;
  storeId: string | null;
}

const inScope = (scope: OrderScope): SQL[] => [
  eq(orders.merchantId, scope.merchantId),
  ...(scope.storeId ? [eq(orders.storeId, scope.storeId)] : []),
];

const paidWithin = (range: InstantRange | null): SQL[] => [
  ...(range?.from ? [gte(orders.paidAt, range.from)] : []),
  ...(range?.to ? [lt(orders.paidAt, range.to)] : []),
];

/** The statuses of orders that were paid (contract §9): PAID, then COMPLETED or REFUNDED. */
const PAID_STATUSES = ['PAID', 'COMPLETED', 'REFUNDED'] as const;

/**
 * The store's orders newest paid first: without a range the PAID ones, with a range every order
 * paid in it (orders_store_status_idx).
 */
export function listStoreOrders(
  db: Executor,
  scope: OrderScope,
  range: InstantRange | null,
): Promise<OrderRow[]> {
  const status = range ? inArray(orders.status, [...PAID_STATUSES]) : eq(orders.status, 'PAID');
  return db
    .select()
    .from(orders)
    .where(and(...inScope(scope), status, ...paidWithin(range)))
    .orderBy(desc(orders.paidAt), desc(orders.seq));
}

/** PAID, COMPLETED and REFUNDED orders, newest paid first; a range filters on paidAt. */
export function listPaidOrders(
  db: Executor,
  scope: OrderScope,
  range: InstantRange | null,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(...inScope(scope), inArray(orders.status, [...PAID_STATUSES]), ...paidWithin(range)))
    .orderBy(desc(orders.paidAt), desc(orders.seq));
}

const placeholder = sql.placeholder;
const serveIs = (which: 'new' | 'inProgress') =>
  which === 'new' ? isNull(orders.serveStatus) : isNotNull(orders.serveStatus);
/** The store named by the statement's `storeId`, if it is the `merchantId`'s (deleted or not): else no row. */
const ownStore = and(eq(stores.id, placeholder('storeId')), eq(stores.merchantId, placeholder('merchantId')));
/** The store's PAID orders, left-joined so that a store without any still answers its row. */
const paidOfStore = and(
  eq(orders.storeId, stores.id),
  eq(orders.merchantId, stores.merchantId),
  eq(orders.status, 'PAID'),
);

// The orders screen polls these on every change (contract §9): each is one prepared statement, the
// store's ownership checked in the same round trip (lib/prepared.ts, bench/auth-reads.mjs).
const activeOfMerchant = preparedPerHandle((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, placeholder('merchantId')), eq(orders.status, 'PAID')))
    .orderBy(asc(orders.paidAt), asc(orders.seq))
    .prepare('active_orders_of_merchant'),
);
const activeOfStore = preparedPerHandle((db) =>
  db
    .select({ storeId: stores.id, order: orders })
    .from(stores)
    .leftJoin(orders, paidOfStore)
    .where(ownStore)
    .orderBy(asc(orders.paidAt), asc(orders.seq))
    .prepare('active_orders_of_store'),
);

/**
 * Every PAID order of the merchant, or of one of its stores, oldest paid first: what the orders
 * screen works on. Null when the store is not the merchant's.
 */
export async function listActiveOrders(db: Executor, scope: OrderScope): Promise<OrderRow[] | null> {
  if (!scope.storeId) return activeOfMerchant(db).execute({ merchantId: scope.merchantId });
  const rows = await activeOfStore(db).execute({ merchantId: scope.merchantId, storeId: scope.storeId });
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.order ? [row.order] : []));
}

const countStatement = (which: 'new' | 'inProgress') => ({
  ofMerchant: preparedPerHandle((db) =>
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.merchantId, placeholder('merchantId')), eq(orders.status, 'PAID'), serveIs(which)))
      .prepare(`${which === 'new' ? 'new' : 'in_progress'}_orders_of_merchant`),
  ),
  ofStore: preparedPerHandle((db) =>
    db
      .select({ n: count(orders.id) })
      .from(stores)
      .leftJoin(orders, and(paidOfStore, serveIs(which)))
      .where(ownStore)
      .groupBy(stores.id)
      .prepare(`${which === 'new' ? 'new' : 'in_progress'}_orders_of_store`),
  ),
});
const countStatements = { new: countStatement('new'), inProgress: countStatement('inProgress') };

/**
 * PAID orders that are new (serveStatus null) or in progress (a serveStatus), of the merchant or
 * of one of its stores. Null when the store is not the merchant's.
 */
export async function countPaidOrders(
  db: Executor,
  scope: OrderScope,
  which: 'new' | 'inProgress',
): Promise<number | null> {
  const statements = countStatements[which];
  const [row] = scope.storeId
    ? await statements.ofStore(db).execute({ merchantId: scope.merchantId, storeId: scope.storeId })
    : await statements.ofMerchant(db).execute({ merchantId: scope.merchantId });
  return row ? row.n : scope.storeId ? null : 0;
}
