import type { StoreDetail } from '@perkdesk/contracts';
import type { AuthContext } from '../../plugins/auth';
import type { StoreRow } from '../stores/stores.public';
import { buildStoreDetail } from './build-store-detail';
import { cacheScope } from './cache-scope';
import { listedPromotions } from './listed-promotions';
import { storeDetail } from './store-detail';
import { noStorePromotions, type StoreDetailContext, type StoreDetailDeps } from './store-detail-context';
import { type VisibleStore, visibleStore } from './visible-store';

export { noStorePromotions, type StorePromotionsSource } from './store-detail-context';
export type { VisibleStore } from './visible-store';

/** A store as customers see it (contract §4 StoreDetail), and as its merchant previews it. */
export function createStoreDetailService(deps: StoreDetailDeps) {
  const ctx: StoreDetailContext = { ...deps, promotions: deps.promotions ?? noStorePromotions };
  return {
    visibleStore: (storeId: string, caller: AuthContext | null) => visibleStore(ctx, storeId, caller),
    listedPromotions: (visible: VisibleStore, caller: AuthContext | null, instant: Date) =>
      listedPromotions(ctx, visible, caller, instant),
    build: (store: StoreRow, listed: StoreDetail['promotions'], instant: Date) =>
      buildStoreDetail(ctx, store, listed, instant),
    cacheScope,
    now: () => ctx.clock.now(),
    detail: (storeId: string, caller: AuthContext | null) => storeDetail(ctx, storeId, caller),
  };
}
export type StoreDetailService = ReturnType<typeof createStoreDetailService>;
