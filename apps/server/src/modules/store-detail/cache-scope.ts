import type { StoreDetail } from '@perkdesk/contracts';
import type { VisibleStore } from './visible-store';

/**
 * The scope a body is cached under. The menu is the same for every caller who may see it; the
 * preview is kept apart all the same. Promotions are listed per request (they depend on the
 * instant and the caller's redemptions): the ids listed join the scope, and their content is
 * fixed by the catalogue version, which every promotion write raises.
 */
export const cacheScope = (visible: VisibleStore, listed: StoreDetail['promotions']): string =>
  `store-detail ${visible.store.id} ${visible.audience} ${listed.map((promotion) => promotion.id).join(',')}`;
