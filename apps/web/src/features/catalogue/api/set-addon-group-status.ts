import { type AddonGroup, addonGroupSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys, invalidateCatalogue } from './catalogue-keys';

type SettableStatus = 'ACTIVE' | 'INACTIVE';

/**
 * PUT /api/addon-groups/status/{id}/{ACTIVE|INACTIVE} (contract §5): pushes the status to every
 * add-on of the group; an empty group is refused ("The group has no add-ons.").
 */
export function setAddonGroupStatus({ id, status }: { id: string; status: SettableStatus }) {
  return apiFetch(`/api/addon-groups/status/${encodeURIComponent(id)}/${status}`, {
    method: 'PUT',
    schema: addonGroupSchema,
  });
}

export function useSetAddonGroupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAddonGroupStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.addonGroups, exact: true });
      queryClient.setQueryData<AddonGroup[]>(catalogueKeys.addonGroups, (groups) =>
        groups?.map((group) => (group.id === id ? { ...group, status } : group)),
      );
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
