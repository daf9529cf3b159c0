import { deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateStores } from './store-keys';

/** DELETE /api/merchant-stores/{id}: a soft delete; the store leaves the list (contract §1). */
export function deleteStore(id: string) {
  return apiFetch(`/api/merchant-stores/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

export function useDeleteStores() {
  const queryClient = useQueryClient();
  return useMutation({
    // One call per store; all are tried, and the list is refetched whatever the outcome.
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map(deleteStore));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed === ids.length) throw new Error('No store was deleted');
      return { deleted: ids.length - failed, failed };
    },
    onSettled: () => invalidateStores(queryClient),
  });
}
