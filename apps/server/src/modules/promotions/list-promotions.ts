import type { PromotionListQuery, PromotionResponse } from '@perkdesk/contracts';
import { toPromotionResponse } from './promotion-mapper';
import { orderedRows } from './promotion-order';
import { listPromotionRows } from './promotions.repository';
import type { PromotionContext } from './promotions-context';

/** The live perks (or, asked by status, the deleted ones), filtered and ordered. */
export async function listPromotions(
  { db }: PromotionContext,
  merchantId: string,
  query: PromotionListQuery = {},
): Promise<PromotionResponse[]> {
  const rows = await listPromotionRows(db, merchantId, { includeDeleted: query.status === 'DELETED' });
  return orderedRows(rows, query).map(toPromotionResponse);
}
