import { deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidatePromotions } from './promotion-keys';

/** DELETE /api/promotions/{id}: a soft delete, answered `{id}` (contract §6). */
export function deletePromotion(id: string) {
  return apiFetch(`/api/promotions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

/** One perk or several (the top bar's Delete): all are tried, the lists refetch whatever the outcome. */
export function useDeletePromotions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map(deletePromotion));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed === ids.length) throw new Error('No perk was deleted');
      return { deleted: ids.length - failed, failed };
    },
    onSettled: () => invalidatePromotions(queryClient),
  });
}
