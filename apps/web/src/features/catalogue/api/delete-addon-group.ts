import { deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from './catalogue-keys';

/**
 * DELETE /api/addon-groups/{id} (contract §5): the group leaves its products, and add-ons left
 * with no group become INACTIVE.
 */
export function deleteAddonGroup(id: string) {
  return apiFetch(`/api/addon-groups/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

export function useDeleteAddonGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map(deleteAddonGroup));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed === ids.length) throw new Error('No group was deleted');
      return { deleted: ids.length - failed, failed };
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
