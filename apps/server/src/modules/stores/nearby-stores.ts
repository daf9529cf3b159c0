import type { NearbyStore, NearbyStoresQuery, TimeWindow } from '@perkdesk/contracts';
import { greatCircleDistanceKm, insideWindows } from '@perkdesk/domain';
import type { StoreContext } from './store-context';
import { toStore } from './store-mapper';
import { listActiveStoresInBox } from './stores.repository';

/** Km per degree of latitude, a little under the true value so the box never cuts a store off. */
const KM_PER_DEGREE = 110;

/**
 * `GET /api/merchant-stores/locations` (contract §4): the stores customers can see within
 * `distance` km, nearest first. A latitude/longitude box narrows the read; the great-circle
 * distance decides.
 */
export async function findNearbyStores(ctx: StoreContext, query: NearbyStoresQuery): Promise<NearbyStore[]> {
  const { latitude, longitude, distance } = query;
  const latSpan = distance / KM_PER_DEGREE;
  const cos = Math.cos((Math.min(89, Math.abs(latitude) + latSpan) * Math.PI) / 180);
  const lngSpan = distance / (KM_PER_DEGREE * cos);
  // Across the antimeridian the box would wrap: read the whole band of latitudes instead.
  const wraps = longitude - lngSpan < -180 || longitude + lngSpan > 180;
  const rows = await listActiveStoresInBox(ctx.db, {
    minLat: latitude - latSpan,
    maxLat: latitude + latSpan,
    minLng: wraps ? -180 : longitude - lngSpan,
    maxLng: wraps ? 180 : longitude + lngSpan,
  });

  const visible = new Map<string, Promise<boolean>>();
  const isVisible = (merchantId: string) => {
    if (!ctx.hasPaymentAccount) return Promise.resolve(true);
    let answer = visible.get(merchantId);
    if (!answer) {
      answer = ctx.hasPaymentAccount(merchantId);
      visible.set(merchantId, answer);
    }
    return answer;
  };

  const now = ctx.clock.now();
  const found: NearbyStore[] = [];
  for (const row of rows) {
    const km = greatCircleDistanceKm(
      { lat: latitude, lng: longitude },
      { lat: row.latitude, lng: row.longitude },
    );
    if (km > distance || !(await isVisible(row.merchantId))) continue;
    found.push({
      ...toStore(row, now),
      distance: km,
      isOpenNow: insideWindows(row.operationTime as TimeWindow[], now, row.timeZone),
    });
  }
  // Stable: equal distances keep creation order.
  return found.sort((a, b) => a.distance - b.distance);
}
