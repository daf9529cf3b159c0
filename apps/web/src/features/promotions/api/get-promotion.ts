import { type PromotionResponse, promotionSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { promotionKeys } from './promotion-keys';

/** GET /api/promotions/{id}: one promotion, deleted ones included (contract §1 Soft deletes). */
export function getPromotion(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/promotions/${encodeURIComponent(id)}`, { schema: promotionSchema, signal });
}

export const promotionQuery = (id: string) =>
  queryOptions({ queryKey: promotionKeys.detail(id), queryFn: ({ signal }) => getPromotion(id, signal) });

/**
 * Nothing is fetched without an id (a perk being added). `listed` is the promotion as a list
 * already holds it: shown at once while the promotion itself is asked for.
 */
export function usePromotion(id: string | null, listed?: PromotionResponse) {
  return useQuery({ ...promotionQuery(id ?? ''), enabled: id !== null, placeholderData: listed });
}
