import { type StoreInput, storeSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateStores, storeKey } from './store-keys';

/** POST /api/merchant-stores, or PUT /api/merchant-stores/{id} with the full body (contract §4). */
export function saveStore({ id, input }: { id: string | null; input: StoreInput }) {
  const path = id ? `/api/merchant-stores/${encodeURIComponent(id)}` : '/api/merchant-stores';
  return apiFetch(path, { method: id ? 'PUT' : 'POST', body: input, schema: storeSchema });
}

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStore,
    onSuccess: (store) => {
      queryClient.setQueryData(storeKey(store.id), store);
      return invalidateStores(queryClient);
    },
  });
}
