import { ARCHIVE_SEARCH_MIN, archivedOrdersPageSchema, promotionSchema } from '@perkdesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { productsQuery } from '../../../lib/products-query';

/** The order fields a result row shows (contract §9 responseFields). */
const ORDER_FIELDS = 'status,customerName,totalAmount,lastUpdatedAt';

/**
 * Completed and refunded orders matching the text, newest first, all time (the history screen's
 * search, without its month): GET /api/orders/archived. The server wants ARCHIVE_SEARCH_MIN
 * characters, so shorter text asks nothing.
 */
export function useOrderMatches(text: string, pageSize: number) {
  const query = new URLSearchParams({
    searchText: text,
    pageNumber: '0',
    pageSize: String(pageSize),
    responseFields: ORDER_FIELDS,
  });
  return useQuery({
    queryKey: ['search', 'orders', text, pageSize],
    queryFn: ({ signal }) =>
      apiFetch(`/api/orders/archived?${query}`, { schema: archivedOrdersPageSchema, signal }),
    enabled: text.length >= ARCHIVE_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

/** Products whose name matches: GET /api/products?searchText (the catalogue's own list query). */
export function useProductMatches(text: string) {
  return useQuery({ ...productsQuery({ searchText: text }), enabled: text !== '' });
}

/** Perks whose name matches: GET /api/promotions?keyword (contract §6). */
export function usePerkMatches(text: string) {
  return useQuery({
    queryKey: ['search', 'perks', text],
    queryFn: ({ signal }) =>
      apiFetch(`/api/promotions?${new URLSearchParams({ keyword: text })}`, {
        schema: z.array(promotionSchema),
        signal,
      }),
    enabled: text !== '',
  });
}
