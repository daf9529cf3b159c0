import {
  type PromotionInput,
  type PromotionTypeName,
  promotionSchema,
  promotionTypePathOf,
} from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidatePromotions, promotionKeys } from './promotion-keys';

export interface SavePromotionArgs {
  /** The promotion's type: its path (deal, punch-card, point-perk, reward-item) on both routes. */
  type: PromotionTypeName;
  /** Null creates; an id updates with the full body. */
  id: string | null;
  input: PromotionInput;
}

/**
 * POST /api/promotions/{typePath}, or PUT /api/promotions/{typePath}/{id} with the full body
 * (contract §6). The server derives `dealType` and `isValid`; the answer carries them.
 */
export function savePromotion({ type, id, input }: SavePromotionArgs) {
  const base = `/api/promotions/${promotionTypePathOf(type)}`;
  return apiFetch(id ? `${base}/${encodeURIComponent(id)}` : base, {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: promotionSchema,
  });
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: (promotion) => {
      queryClient.setQueryData(promotionKeys.detail(promotion.id), promotion);
      return invalidatePromotions(queryClient);
    },
  });
}
