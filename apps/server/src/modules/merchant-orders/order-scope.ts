import { notFound } from '../../lib/app-error';
import { DEFAULT_ZONE } from '../orders/order-dates';
import { findStore, listStores } from '../stores/stores.public';
import type { OrderScope } from './merchant-orders.repository';
import type { MerchantOrderContext } from './merchant-orders-context';

/**
 * The merchant's stores, or one of them: a store of another merchant (or none) is 404, exactly as
 * an unknown one. Dates are read in the zone of the store in scope, else of the merchant's
 * earliest store, else America/Toronto (contract §1 Time).
 */
export async function scopeOf(
  ctx: MerchantOrderContext,
  merchantId: string,
  storeId: string | null | undefined,
): Promise<{ scope: OrderScope; zone: string }> {
  if (storeId) {
    const store = await findStore(ctx.db, merchantId, storeId);
    if (!store) throw notFound();
    return { scope: { merchantId, storeId: store.id }, zone: store.timeZone };
  }
  const [earliest] = await listStores(ctx.db, merchantId);
  return { scope: { merchantId, storeId: null }, zone: earliest?.timeZone ?? DEFAULT_ZONE };
}
