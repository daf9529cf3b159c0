import { notFound } from '../../lib/app-error';
import { DEFAULT_ZONE } from '../orders/order-dates';
import { scopeZone } from './dashboard-scope.repository';
import type { DashboardContext, DashboardScope } from './dashboards-context';

/**
 * The scope of a dashboard request (contract §13): the path's `merchantId` must be the caller's
 * and `storeId` one of its stores (deleted ones keep their history), else 404. A merchant-wide
 * scope needs no read: the rollups' days are already local, and only a few routes need the zone.
 */
export async function scopeOf(
  ctx: DashboardContext,
  callerMerchantId: string,
  params: { merchantId: string; storeId?: string | undefined },
): Promise<DashboardScope> {
  if (params.merchantId !== callerMerchantId) throw notFound();
  if (!params.storeId) return { merchantId: callerMerchantId, storeId: '' };
  const zone = await scopeZone(ctx.db, callerMerchantId, params.storeId);
  if (!zone) throw notFound();
  return { merchantId: callerMerchantId, storeId: params.storeId, zone };
}

/**
 * The zone the scope's rollups are kept in: the store's own; merchant-wide, the earliest live
 * store's, else America/Toronto (contract §1 Time).
 */
export async function zoneOf(ctx: DashboardContext, scope: DashboardScope): Promise<string> {
  return scope.zone ?? (await scopeZone(ctx.db, scope.merchantId, scope.storeId)) ?? DEFAULT_ZONE;
}
