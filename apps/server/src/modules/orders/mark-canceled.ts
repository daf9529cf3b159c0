import type { OrderContext } from './order-context';
import { updateOrderIf } from './order-writes.repository';
import type { OrderRow } from './orders.repository';

/**
 * The order CANCELED from the status it was read in (a compare-and-set), its loyalty reservation
 * released in the same transaction. Undefined when another request changed it first.
 */
export function markCanceled(ctx: OrderContext, order: OrderRow, now: Date): Promise<OrderRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const row = await updateOrderIf(
      tx,
      order.id,
      { status: order.status, serveStatus: order.serveStatus },
      { status: 'CANCELED', lastUpdatedAt: now },
    );
    if (row) await ctx.reservations.release(tx, row);
    return row;
  });
}
