import { type Addon, addonSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys, invalidateCatalogue } from './catalogue-keys';

type SettableStatus = 'ACTIVE' | 'INACTIVE';

/** PUT /api/addons/status/{id} with a bare JSON string "ACTIVE" / "INACTIVE" (contract §5). */
export function setAddonStatus({ id, status }: { id: string; status: SettableStatus }) {
  return apiFetch(`/api/addons/status/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: status,
    schema: addonSchema,
  });
}

/** The toggle moves at once; a refusal puts it back when the lists are refetched. */
export function useSetAddonStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAddonStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.addons, exact: true });
      queryClient.setQueryData<Addon[]>(catalogueKeys.addons, (addons) =>
        addons?.map((addon) => (addon.id === id ? { ...addon, status } : addon)),
      );
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
