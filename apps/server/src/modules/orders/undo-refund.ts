import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { deletePendingRefund, lockOrder, type OrderRefundRow } from './order-refunds.repository';
import { updateOrderIf } from './order-writes.repository';
import { withoutRefund } from './refund-entries';

/**
 * A partial refund the provider refused is taken back: its record removed and the order as it
 * was (COMPLETED again if it had made the order REFUNDED). Nothing happens once it is confirmed.
 */
export function undoRefund(deps: { db: Db; clock: Clock }, refund: OrderRefundRow): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, refund.orderId);
    if (!order || !(await deletePendingRefund(tx, refund.id))) return;
    const patch = withoutRefund(order, refund);
    const reopened = order.status === 'REFUNDED' && patch.refundedCents < order.totalCents;
    await updateOrderIf(
      tx,
      order.id,
      { status: order.status, serveStatus: order.serveStatus },
      { ...patch, ...(reopened ? { status: 'COMPLETED' } : {}), lastUpdatedAt: deps.clock.now() },
    );
  });
}
