import { countPaidOrders } from './merchant-orders.repository';
import type { MerchantOrderContext } from './merchant-orders-context';
import { scopeOf } from './order-scope';

/** PAID orders in progress (a serveStatus), or new (serveStatus null: the new-order badge). */
export async function countActiveOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  storeId: string | null | undefined,
  which: 'new' | 'inProgress',
): Promise<number> {
  const { scope } = await scopeOf(ctx, merchantId, storeId);
  return countPaidOrders(ctx.db, scope, which);
}
