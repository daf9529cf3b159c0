import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findOrder, findOrderWithStore, type OrderRow } from './orders.repository';

/** The customer's own order; anyone else's is answered as unknown. */
export async function ownedOrder(db: Executor, customerId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || order.customerId !== customerId) throw notFound();
  return order;
}

/**
 * The customer's own order with its store and catalogue version, and the phone in the customer's
 * profile now, in one read; anyone else's order is answered as unknown.
 */
export async function ownedOrderWithStore(db: Executor, customerId: string, orderId: string) {
  const found = await findOrderWithStore(db, orderId);
  if (!found || found.order.customerId !== customerId) throw notFound();
  if (!found.versioned) throw new Error(`order ${orderId} names a missing store`);
  return { order: found.order, versioned: found.versioned, profilePhone: found.profilePhone };
}
