import type { PromotionResponse } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { findStoreById } from '../stores/stores.public';
import { listingCustomer, listingStore } from './listing-inputs';
import { merchantPromotionRows } from './merchant-promotions';
import { listableRows } from './promotion-listing';
import { toPromotionResponse } from './promotion-mapper';
import { findPromotionRowById } from './promotions.repository';
import type { PromotionContext } from './promotions-context';

/**
 * `GET /api/promotions/{id}` for a customer: the perk when it is listable now in one of its
 * stores (contract §6), else 404 as for an unknown id.
 */
export async function getListablePromotion(
  ctx: PromotionContext,
  caller: AuthContext,
  id: string,
): Promise<PromotionResponse> {
  const { db, clock } = ctx;
  const row = await findPromotionRowById(db, id);
  if (!row || row.status !== 'ACTIVE') throw notFound();
  const merchant = await merchantPromotionRows(db, row.merchantId);
  const instant = clock.now();
  const customer = await listingCustomer(ctx, caller, row.merchantId, [row]);
  for (const storeId of row.storeIds) {
    const store = await findStoreById(db, storeId);
    if (!store || store.merchantId !== row.merchantId) continue;
    const listed = listableRows(merchant, await listingStore(ctx, store), instant, customer);
    const found = listed.find((candidate) => candidate.id === id);
    if (found) return toPromotionResponse(found);
  }
  throw notFound();
}
