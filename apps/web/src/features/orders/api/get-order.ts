import { merchantOrderSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/{id}: one order as the merchant sees it; another merchant's id is a silent 404. */
export function getOrder(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}`, { schema: merchantOrderSchema, signal });
}

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.one(id), queryFn: ({ signal }) => getOrder(id, signal) });

/** Only asked for when the order is not in the active list (a link to a finished or foreign order). */
export function useOrder(id: string, enabled: boolean) {
  return useQuery({ ...orderQuery(id), enabled });
}
