import { deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from './catalogue-keys';

/** DELETE /api/product-groups/{id}: a soft delete that keeps the group's products (contract §5). */
export function deleteProductGroup(id: string) {
  return apiFetch(`/api/product-groups/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

export function useDeleteProductGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    // One call per group; all are tried, and the lists refetch whatever the outcome.
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map(deleteProductGroup));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed === ids.length) throw new Error('No group was deleted');
      return { deleted: ids.length - failed, failed };
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
