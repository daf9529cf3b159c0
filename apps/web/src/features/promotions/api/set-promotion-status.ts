import { type PromotionResponse, promotionSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidatePromotions, promotionKeys } from './promotion-keys';

export type SettablePromotionStatus = 'ACTIVE' | 'INACTIVE';

/**
 * PUT /api/promotions/status/{id}/{status} (contract §6). Refusals (INVALID_STATUS,
 * PROMOTION_INVALID "The promotion uses a deleted product.") reach the user through the api client.
 */
export function setPromotionStatus({ id, status }: { id: string; status: SettablePromotionStatus }) {
  return apiFetch(`/api/promotions/status/${encodeURIComponent(id)}/${status}`, {
    method: 'PUT',
    schema: promotionSchema,
  });
}

/** The toggle moves at once in every promotion list; a refusal puts it back when they refetch. */
export function useSetPromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPromotionStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: promotionKeys.lists });
      queryClient.setQueriesData<PromotionResponse[]>({ queryKey: promotionKeys.lists }, (promotions) =>
        promotions?.map((promotion) => (promotion.id === id ? { ...promotion, status } : promotion)),
      );
    },
    onSuccess: (promotion) => queryClient.setQueryData(promotionKeys.detail(promotion.id), promotion),
    // A status filter may now leave the promotion out, so the lists refetch.
    onSettled: () => invalidatePromotions(queryClient),
  });
}
