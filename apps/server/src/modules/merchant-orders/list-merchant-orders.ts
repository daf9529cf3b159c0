import type { MerchantOrder, MerchantOrderListQuery } from '@perkdesk/contracts';
import { dateRange } from '../orders/order-dates';
import { toMerchantOrder } from '../orders/order-mapper';
import { listPaidOrders } from './merchant-orders.repository';
import type { MerchantOrderContext } from './merchant-orders-context';
import { scopeOf } from './order-scope';

/** GET /api/orders as a merchant: PAID, COMPLETED and REFUNDED, newest paid first. */
export async function listMerchantOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  query: MerchantOrderListQuery,
): Promise<MerchantOrder[]> {
  const { scope, zone } = await scopeOf(ctx, merchantId, query.storeId);
  return (await listPaidOrders(ctx.db, scope, dateRange(query, zone))).map(toMerchantOrder);
}
