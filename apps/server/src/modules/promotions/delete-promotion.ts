import { writable } from '../stores/stores.service';
import { ownedPromotion } from './owned-promotion';
import { updatePromotion } from './promotions.repository';
import type { PromotionContext } from './promotions-context';

/** Soft delete: the perk leaves every list and stops applying; its coupon code is free again. */
export async function deletePromotion(
  { db }: PromotionContext,
  merchantId: string,
  id: string,
): Promise<{ id: string }> {
  writable(await ownedPromotion(db, merchantId, id));
  await updatePromotion(db, merchantId, id, { status: 'DELETED' });
  return { id };
}
