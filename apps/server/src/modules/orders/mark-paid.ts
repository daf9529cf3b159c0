import type { CustomerOrder } from '@perkdesk/contracts';
import { customerView } from './customer-view';
import type { OrderContext } from './order-context';
import { invalidStatus } from './order-status';
import { ownedOrderWithStore } from './owned-order';
import { settleOrder } from './settle-order';

/**
 * POST /api/orders/{id}/paid: idempotent — an order already PAID is answered as it is, with
 * nothing done again. Otherwise only a CONFIRMED order whose intent succeeded is paid.
 */
export async function markOrderPaid(
  ctx: OrderContext,
  customerId: string,
  orderId: string,
): Promise<CustomerOrder> {
  const { order, versioned } = await ownedOrderWithStore(ctx.db, customerId, orderId);
  if (order.status === 'PAID') return customerView(ctx, order, versioned.store);
  if (order.status !== 'CONFIRMED' || order.serveStatus !== null) throw invalidStatus();
  const { paid, store } = await settleOrder(ctx, order, versioned);
  return customerView(ctx, paid, store);
}
