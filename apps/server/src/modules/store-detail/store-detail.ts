import type { StoreDetail } from '@perkdesk/contracts';
import type { AuthContext } from '../../plugins/auth';
import { buildStoreDetail } from './build-store-detail';
import { listedPromotions } from './listed-promotions';
import type { StoreDetailContext } from './store-detail-context';
import { visibleStore } from './visible-store';

/** The store detail now as the caller sees it, outside the response cache. */
export async function storeDetail(
  ctx: StoreDetailContext,
  storeId: string,
  caller: AuthContext | null,
): Promise<StoreDetail> {
  const visible = await visibleStore(ctx, storeId, caller);
  const now = ctx.clock.now();
  return (await buildStoreDetail(ctx, visible.store, await listedPromotions(ctx, visible, caller, now), now))
    .value;
}
