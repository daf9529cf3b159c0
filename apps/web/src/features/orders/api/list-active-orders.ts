import { activeOrdersResponseSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/active?storeId: every PAID order of the store, oldest paidAt first (contract §9). */
export function listActiveOrders(storeId: string, signal?: AbortSignal) {
  return apiFetch(`/api/orders/active?${new URLSearchParams({ storeId })}`, {
    schema: activeOrdersResponseSchema,
    signal,
  });
}

export const activeOrdersQuery = (storeId: string) =>
  queryOptions({
    queryKey: orderKeys.active(storeId),
    queryFn: ({ signal }) => listActiveOrders(storeId, signal),
    // The socket keeps the list current; a refetch happens on (re)connect and on the title's click.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useActiveOrders(storeId: string | null) {
  return useQuery({ ...activeOrdersQuery(storeId ?? ''), enabled: storeId !== null });
}
