import type { PromotionResponse } from '@perkdesk/contracts';
import type { AuthContext } from '../../plugins/auth';
import type { StoreRow } from '../stores/stores.public';
import { listingCustomer, listingStore } from './listing-inputs';
import { merchantPromotionRows } from './merchant-promotions';
import { listableRows } from './promotion-listing';
import { toPromotionResponse } from './promotion-mapper';
import type { PromotionContext } from './promotions-context';

/**
 * The store detail's `promotions` (contract §4): the perks listable in the store at the
 * instant for the caller (a visitor, or anyone but a customer, is a new client with no uses),
 * in creation order. `version` is the catalogue version read with the store, so the merchant's
 * perks come from the cache without a query; `visible` says whether customers can see the store
 * when the caller already knows (rule 2), else it is checked here.
 */
export async function listStorePromotions(
  ctx: PromotionContext,
  store: StoreRow,
  version: number,
  caller: AuthContext | null,
  instant: Date,
  visible?: boolean,
): Promise<PromotionResponse[]> {
  const merchant = await merchantPromotionRows(ctx.db, store.merchantId, version);
  const inStore = merchant.rows.filter((row) => row.storeIds.includes(store.id));
  if (inStore.length === 0) return [];
  const customer = await listingCustomer(ctx, caller, store.merchantId, inStore);
  return listableRows(merchant, await listingStore(ctx, store, visible), instant, customer).map(
    toPromotionResponse,
  );
}
