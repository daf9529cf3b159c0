import { merchantOrderSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderHistoryKeys } from './order-history-keys';

/** GET /api/orders/{id}: one order, merchant view (contract §9); another merchant's id is a silent 404. */
export function getOrder(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}`, { schema: merchantOrderSchema, signal });
}

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderHistoryKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

/** Nothing is asked for without an id; the page shows its loading placeholder meanwhile. */
export function useOrder(id: string | undefined) {
  return useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
}
