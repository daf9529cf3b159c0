import { storeSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const firstStoreKey = (id: string) => ['merchant-stores', id] as const;

export function getStore(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/merchant-stores/${encodeURIComponent(id)}`, { schema: storeSchema, signal });
}

export const storeQuery = (id: string) =>
  queryOptions({ queryKey: firstStoreKey(id), queryFn: ({ signal }) => getStore(id, signal) });

/** The store the profile created first (its `stores[0]`), whose taxes the tax step sets. */
export function useFirstStore(id: string | undefined) {
  return useQuery({ ...storeQuery(id ?? ''), enabled: Boolean(id) });
}
