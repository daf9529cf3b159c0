import { type Store, storeSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateStores, storeKey, storesKey } from './store-keys';

type SettableStatus = 'ACTIVE' | 'INACTIVE';

/** PUT /api/merchant-stores/{id}/{ACTIVE|INACTIVE} (contract §4). */
export function setStoreStatus({ id, status }: { id: string; status: SettableStatus }) {
  return apiFetch(`/api/merchant-stores/${encodeURIComponent(id)}/${status}`, {
    method: 'PUT',
    schema: storeSchema,
  });
}

/** The toggle moves at once; a refusal puts it back when the list is refetched. */
export function useSetStoreStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreStatus,
    onMutate: ({ id, status }) => {
      queryClient.setQueryData<Store[]>(storesKey, (stores) =>
        stores?.map((store) => (store.id === id ? { ...store, status } : store)),
      );
    },
    onSuccess: (store) => queryClient.setQueryData(storeKey(store.id), store),
    onSettled: () => invalidateStores(queryClient),
  });
}
