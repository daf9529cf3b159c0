import { type PromotionListQuery, promotionSchema } from '@perkdesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { promotionKeys } from './promotion-keys';

/** The list's filters as query parameters (contract §6): strings, so `asc` is "true" or "false". */
export type PromotionFilters = Partial<Record<keyof PromotionListQuery, string>>;

/** The filters that are set (empty ones are left out), as the query string and the key hold them. */
function filterParams(filters: PromotionFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/**
 * GET /api/promotions?storeId&type&status&keyword&orderBy&asc (contract §6): the merchant's
 * promotions, unpaged, without deleted ones unless asked for by status; creation order by default.
 */
export function listPromotions(filters: PromotionFilters = {}, signal?: AbortSignal) {
  const query = new URLSearchParams(filterParams(filters));
  return apiFetch(`/api/promotions${query.size ? `?${query}` : ''}`, {
    schema: z.array(promotionSchema),
    signal,
  });
}

export const promotionsQuery = (filters: PromotionFilters = {}) =>
  queryOptions({
    queryKey: promotionKeys.list(filterParams(filters)),
    queryFn: ({ signal }) => listPromotions(filters, signal),
  });

/** A filter change keeps the previous rows on screen until the new ones arrive. */
export function usePromotions(filters: PromotionFilters = {}) {
  return useQuery({ ...promotionsQuery(filters), placeholderData: keepPreviousData });
}
