import type { MerchantOrder } from '@perkdesk/contracts';
import { toMerchantOrder } from '../orders/order-mapper';
import { listActiveOrders } from './merchant-orders.repository';
import type { MerchantOrderContext } from './merchant-orders-context';
import { scopeOf } from './order-scope';

/** GET /api/orders/active: every PAID order, oldest paid first. */
export async function activeOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  storeId?: string | null,
): Promise<MerchantOrder[]> {
  const { scope } = await scopeOf(ctx, merchantId, storeId);
  return (await listActiveOrders(ctx.db, scope)).map(toMerchantOrder);
}
