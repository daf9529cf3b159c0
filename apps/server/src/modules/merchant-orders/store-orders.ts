import type { OrderSummary, StoreOrdersQuery } from '@perkdesk/contracts';
import { dateRange } from '../orders/order-dates';
import { toMerchantOrder } from '../orders/order-mapper';
import type { OrderRow } from '../orders/orders.public';
import { listStoreOrders } from './merchant-orders.repository';
import type { MerchantOrderContext } from './merchant-orders-context';
import { scopeOf } from './order-scope';

function toSummary(row: OrderRow): OrderSummary {
  const order = toMerchantOrder(row);
  return {
    id: order.id,
    storeId: order.storeId,
    merchantId: order.merchantId,
    status: order.status,
    serveStatus: order.serveStatus,
    serveType: order.serveType,
    isPickup: order.isPickup,
    numberOfItems: order.numberOfItems,
    totalAmount: order.totalAmount,
    paidAt: order.paidAt,
    lastUpdatedAt: order.lastUpdatedAt,
  };
}

/**
 * GET /api/orders/store/{storeId}: summaries newest first; without dates the PAID orders, with
 * dates every order paid in the range.
 */
export async function storeOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  storeId: string,
  query: StoreOrdersQuery,
): Promise<OrderSummary[]> {
  const { scope, zone } = await scopeOf(ctx, merchantId, storeId);
  const rows = await listStoreOrders(ctx.db, scope, dateRange(query, zone));
  return rows.map(toSummary);
}
