import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema/index';
import type { OrderRow } from './orders.repository';

// The refunds of orders (docs/payments-and-refunds.md), and the order row they are checked against.

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The order, locked until the transaction ends: refunds of one order queue up behind each other. */
export async function lockOrder(tx: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function insertOrderRefund(tx: Executor, refund: OrderRefundRow): Promise<void> {
  await tx.insert(orderRefunds).values(refund);
}

/** Removes a refund the provider refused; false when it is gone or was confirmed meanwhile. */
export async function deletePendingRefund(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .delete(orderRefunds)
    .where(and(eq(orderRefunds.id, id), isNull(orderRefunds.providerRefundId)))
    .returning({ id: orderRefunds.id });
  return rows.length > 0;
}

export async function setProviderRefundId(db: Executor, id: string, providerRefundId: string): Promise<void> {
  await db.update(orderRefunds).set({ providerRefundId }).where(eq(orderRefunds.id, id));
}

export function refundsOfOrder(db: Executor, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** Refunds asked of the provider that it has not confirmed (no answer came back). */
export function pendingRefundsOfOrder(db: Executor, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        isNotNull(orderRefunds.provider),
        isNull(orderRefunds.providerRefundId),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
