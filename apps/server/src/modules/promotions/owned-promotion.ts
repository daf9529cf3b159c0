import type { PromotionResponse } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toPromotionResponse } from './promotion-mapper';
import { findPromotionRow } from './promotions.repository';

/** The merchant's promotion, deleted or not; another merchant's id answers 404 as an unknown one. */
export async function ownedPromotion(ex: Executor, merchantId: string, id: string) {
  const row = await findPromotionRow(ex, merchantId, id);
  if (!row) throw notFound();
  return row;
}

/** The promotion as written, read back with its products' facts. */
export const rereadPromotion = async (
  ex: Executor,
  merchantId: string,
  id: string,
): Promise<PromotionResponse> => toPromotionResponse(await ownedPromotion(ex, merchantId, id));
