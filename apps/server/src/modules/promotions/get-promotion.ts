import type { PromotionResponse } from '@perkdesk/contracts';
import { ownedPromotion } from './owned-promotion';
import { toPromotionResponse } from './promotion-mapper';
import type { PromotionContext } from './promotions-context';

/** Deleted perks are still answered by id. */
export async function getPromotion(
  { db }: PromotionContext,
  merchantId: string,
  id: string,
): Promise<PromotionResponse> {
  return toPromotionResponse(await ownedPromotion(db, merchantId, id));
}
