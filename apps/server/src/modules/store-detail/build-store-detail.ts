import type { StoreDetail } from '@perkdesk/contracts';
import { toStore } from '../stores/store-mapper';
import type { StoreRow } from '../stores/stores.public';
import { menuHoldsUntil } from './menu-validity';
import { loadStoreCatalogue } from './store-detail.repository';
import type { StoreDetailContext } from './store-detail-context';
import { cutStoreMenu } from './store-menu';

/**
 * The detail at `instant` with the promotions given, and the instant until which the menu holds
 * without a write (`menuHoldsUntil`).
 */
export async function buildStoreDetail(
  ctx: StoreDetailContext,
  store: StoreRow,
  listed: StoreDetail['promotions'],
  instant: Date,
): Promise<{ value: StoreDetail; validUntil: number }> {
  const catalogue = await loadStoreCatalogue(ctx.db, store.merchantId, store.id, instant);
  const validUntil = await menuHoldsUntil(ctx.db, store, catalogue, instant);
  const value = {
    store: toStore(store, instant),
    ...cutStoreMenu(catalogue, store, instant),
    promotions: listed,
  };
  return { value, validUntil };
}
