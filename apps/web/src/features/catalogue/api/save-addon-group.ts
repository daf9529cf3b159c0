import { type AddonGroupInput, addonGroupSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from './catalogue-keys';

interface SaveAddonGroup {
  id: string | null;
  input: AddonGroupInput;
}

/**
 * POST /api/addon-groups, or PUT /api/addon-groups/{id} (contract §5): the group's fields, its
 * images, and its add-ons as `addAddonList` / `deleteAddonList`.
 */
export function saveAddonGroup({ id, input }: SaveAddonGroup) {
  const path = id ? `/api/addon-groups/${encodeURIComponent(id)}` : '/api/addon-groups';
  return apiFetch(path, { method: id ? 'PUT' : 'POST', body: input, schema: addonGroupSchema });
}

export function useSaveAddonGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAddonGroup, onSettled: () => invalidateCatalogue(queryClient) });
}
