import type { MerchantOrder } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { toMerchantOrder } from '../orders/order-mapper';
import { listActiveOrders } from './merchant-orders.repository';
import type { MerchantOrderContext } from './merchant-orders-context';

/** GET /api/orders/active: every PAID order, oldest paid first; another merchant's store is 404. */
export async function activeOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  storeId?: string | null,
): Promise<MerchantOrder[]> {
  const rows = await listActiveOrders(ctx.db, { merchantId, storeId: storeId || null });
  if (rows === null) throw notFound();
  return rows.map(toMerchantOrder);
}
