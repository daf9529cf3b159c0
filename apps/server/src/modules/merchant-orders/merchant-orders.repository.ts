import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
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

/** Every PAID order, oldest paid first: what the orders screen works on. */
export function listActiveOrders(db: Executor, scope: OrderScope): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(...inScope(scope), eq(orders.status, 'PAID')))
    .orderBy(asc(orders.paidAt), asc(orders.seq));
}

/** PAID orders that are new (serveStatus null) or in progress (a serveStatus). */
export async function countPaidOrders(
  db: Executor,
  scope: OrderScope,
  which: 'new' | 'inProgress',
): Promise<number> {
  const serve = which === 'new' ? isNull(orders.serveStatus) : isNotNull(orders.serveStatus);
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(...inScope(scope), eq(orders.status, 'PAID'), serve));
  return row?.n ?? 0;
}
