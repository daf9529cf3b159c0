import type { CustomerOrder, MerchantOrder } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { customerView } from './customer-view';
import type { OrderContext } from './order-context';
import { toMerchantOrder } from './order-mapper';
import { findOrder } from './orders.repository';

/** Who reads orders: a customer its own, a merchant its stores' paid ones. */
export type OrderReader = { role: 'USER'; userId: string } | { role: 'MERCHANT'; merchantId: string };

/**
 * GET /api/orders/{id}. A customer reads its own orders except CHECKOUT ones (contract §9); a
 * merchant reads its stores' orders that were paid. Anything else is 404.
 */
export async function getOrder(
  ctx: OrderContext,
  reader: OrderReader,
  orderId: string,
): Promise<CustomerOrder | MerchantOrder> {
  const order = await findOrder(ctx.db, orderId);
  if (reader.role === 'USER') {
    if (!order || order.customerId !== reader.userId || order.status === 'CHECKOUT') throw notFound();
    return customerView(ctx, order);
  }
  if (!order || order.merchantId !== reader.merchantId || order.paidAt === null) throw notFound();
  return toMerchantOrder(order);
}
