import { type ArchivedOrdersQueryInput, archivedOrdersPageSchema } from '@perkdesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { archiveSearchParams } from '../model/history-query';
import { orderHistoryKeys } from './order-history-keys';

/**
 * GET /api/orders/archived (contract §9 Merchant queries): a page of the merchant's COMPLETED
 * and REFUNDED orders, `{content, totalElements, pageNumber, pageSize}`, each order cut down to
 * `responseFields` plus its id.
 */
export function listArchivedOrders(query: ArchivedOrdersQueryInput, signal?: AbortSignal) {
  return apiFetch(`/api/orders/archived?${archiveSearchParams(query)}`, {
    schema: archivedOrdersPageSchema,
    signal,
  });
}

export const archivedOrdersQuery = (query: ArchivedOrdersQueryInput) =>
  queryOptions({
    queryKey: orderHistoryKeys.page(archiveSearchParams(query).toString()),
    queryFn: ({ signal }) => listArchivedOrders(query, signal),
  });

/** A filter, sort or page change keeps the previous rows on screen until the new ones arrive. */
export function useArchivedOrders(query: ArchivedOrdersQueryInput, enabled = true) {
  return useQuery({ ...archivedOrdersQuery(query), placeholderData: keepPreviousData, enabled });
}
