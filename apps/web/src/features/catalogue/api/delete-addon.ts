import { deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from './catalogue-keys';

/** DELETE /api/addons/{id}: a soft delete; the add-on leaves its groups' lists (contract §5). */
export function deleteAddon(id: string) {
  return apiFetch(`/api/addons/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

export function useDeleteAddons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map(deleteAddon));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed === ids.length) throw new Error('No add-on was deleted');
      return { deleted: ids.length - failed, failed };
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
