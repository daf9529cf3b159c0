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

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePromotion, onSettled: () => invalidatePromotions(queryClient) });
}
