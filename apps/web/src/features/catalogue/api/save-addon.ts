import { type AddonInput, addonSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from './catalogue-keys';

interface SaveAddon {
  id: string | null;
  input: AddonInput;
}

/** POST /api/addons, or PUT /api/addons/{id} with the full body (contract §5). */
export function saveAddon({ id, input }: SaveAddon) {
  const path = id ? `/api/addons/${encodeURIComponent(id)}` : '/api/addons';
  return apiFetch(path, { method: id ? 'PUT' : 'POST', body: input, schema: addonSchema });
}

/** Group membership is one relation, so the groups refetch with the add-ons. */
export function useSaveAddon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAddon, onSettled: () => invalidateCatalogue(queryClient) });
}
