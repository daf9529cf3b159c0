import { storeSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client';

/**
 * The merchant's stores, for every screen that lists or picks them (the stores feature, the
 * catalogue's store filter and store picker). Features never import each other, so the query
 * lives here; every key under it is a store's data, and the stores feature invalidates it.
 */
export const STORES_QUERY_KEY = ['merchant-stores'] as const;

/** GET /api/merchant-stores: the merchant's stores, unpaged, in creation order (contract §4). */
export function listStores(signal?: AbortSignal) {
  return apiFetch('/api/merchant-stores', { schema: z.array(storeSchema), signal });
}

export const storesQuery = () =>
  queryOptions({ queryKey: STORES_QUERY_KEY, queryFn: ({ signal }) => listStores(signal) });

export function useStores() {
  return useQuery(storesQuery());
}
