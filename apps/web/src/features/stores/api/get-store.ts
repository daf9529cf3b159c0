import { storeSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKey } from './store-keys';

/** GET /api/merchant-stores/{id}: one store, deleted ones included (contract §1). */
export function getStore(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/merchant-stores/${encodeURIComponent(id)}`, { schema: storeSchema, signal });
}

export const storeQuery = (id: string) =>
  queryOptions({ queryKey: storeKey(id), queryFn: ({ signal }) => getStore(id, signal) });

/** Nothing is fetched for a store being created. */
export function useStore(id: string | null) {
  return useQuery({ ...storeQuery(id ?? ''), enabled: id !== null });
}
