import {
  INVALID_STATUS_MESSAGE,
  PROMOTION_MESSAGES,
  type PromotionResponse,
  SETTABLE_STATUSES,
} from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { writable } from '../stores/stores.service';
import { ownedPromotion, rereadPromotion } from './owned-promotion';
import { updatePromotion } from './promotions.repository';
import type { PromotionContext } from './promotions-context';

/** ACTIVE or INACTIVE only; activating a perk that uses a deleted product is refused. */
export async function setPromotionStatus(
  { db }: PromotionContext,
  merchantId: string,
  id: string,
  status: string,
): Promise<PromotionResponse> {
  const current = writable(await ownedPromotion(db, merchantId, id));
  if (!(SETTABLE_STATUSES as readonly string[]).includes(status))
    throw new AppError('INVALID_STATUS', INVALID_STATUS_MESSAGE);
  if (status === 'ACTIVE' && !current.isValid)
    throw new AppError('PROMOTION_INVALID', PROMOTION_MESSAGES.promotionInvalid);
  await updatePromotion(db, merchantId, id, { status: status as 'ACTIVE' | 'INACTIVE' });
  return rereadPromotion(db, merchantId, id);
}
