import type { StoreDetail } from '@perkdesk/contracts';
import type { AuthContext } from '../../plugins/auth';
import type { StoreDetailContext } from './store-detail-context';
import type { VisibleStore } from './visible-store';

/** The promotions listed to the caller at `instant`: read per request, since they depend on both. */
export function listedPromotions(
  ctx: StoreDetailContext,
  visible: VisibleStore,
  caller: AuthContext | null,
  instant: Date,
): Promise<StoreDetail['promotions']> {
  return ctx.promotions(
    visible.store,
    visible.version,
    caller,
    instant,
    visible.audience === 'public' ? true : undefined,
  );
}
