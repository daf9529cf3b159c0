import { storeSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { storesKey } from './store-keys';

/** GET /api/merchant-stores: the merchant's stores, unpaged, in creation order (contract §4). */
export function listStores(signal?: AbortSignal) {
  return apiFetch('/api/merchant-stores', { schema: z.array(storeSchema), signal });
}

export const storesQuery = () =>
  queryOptions({ queryKey: storesKey, queryFn: ({ signal }) => listStores(signal) });

export function useStores() {
  return useQuery(storesQuery());
}
