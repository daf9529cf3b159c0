import { type Store, storeSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeWithTaxes } from '../store-taxes';
import { firstStoreKey } from './get-first-store';

export function updateStoreTaxes({ store, taxConfigIds }: { store: Store; taxConfigIds: readonly string[] }) {
  return apiFetch(`/api/merchant-stores/${encodeURIComponent(store.id)}`, {
    method: 'PUT',
    body: storeWithTaxes(store, taxConfigIds),
    schema: storeSchema,
  });
}

export function useUpdateStoreTaxes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreTaxes,
    onSuccess: (store) => queryClient.setQueryData(firstStoreKey(store.id), store),
  });
}
