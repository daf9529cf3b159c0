import { notFound } from '../../lib/app-error';
import { countPaidOrders } from './merchant-orders.repository';
import type { MerchantOrderContext } from './merchant-orders-context';

/**
 * PAID orders in progress (a serveStatus), or new (serveStatus null: the new-order badge), of the
 * merchant or of one of its stores; another merchant's store (or none) is 404.
 */
export async function countActiveOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  storeId: string | null | undefined,
  which: 'new' | 'inProgress',
): Promise<number> {
  const n = await countPaidOrders(ctx.db, { merchantId, storeId: storeId || null }, which);
  if (n === null) throw notFound();
  return n;
}
