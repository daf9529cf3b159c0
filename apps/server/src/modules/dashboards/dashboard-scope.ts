import { notFound } from '../../lib/app-error';
import { DEFAULT_ZONE } from '../orders/order-dates';
import { findStore, listStores } from '../stores/stores.public';
import type { DashboardContext, DashboardScope } from './dashboards-context';

/**
 * The scope of a dashboard request (contract §13): the path's `merchantId` must be the caller's
 * and `storeId` one of its stores (deleted ones keep their history), else 404. Days are the
 * store's local ones; merchant-wide figures use the zone of the earliest live store, as the
 * rollups do (dashboard_current_zone, migration 0017).
 */
export async function scopeOf(
  ctx: DashboardContext,
  callerMerchantId: string,
  params: { merchantId: string; storeId?: string | undefined },
): Promise<DashboardScope> {
  if (params.merchantId !== callerMerchantId) throw notFound();
  if (params.storeId) {
    const store = await findStore(ctx.db, callerMerchantId, params.storeId);
    if (!store) throw notFound();
    return { merchantId: callerMerchantId, storeId: store.id, zone: store.timeZone };
  }
  const [earliest] = await listStores(ctx.db, callerMerchantId);
  return { merchantId: callerMerchantId, storeId: '', zone: earliest?.timeZone ?? DEFAULT_ZONE };
}
