import { productPromotionSchema } from '@perkdesk/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export type ProductPromotion = z.infer<typeof productPromotionSchema>;

/** GET /api/products/{id}/promotions: the promotions using the product, for the delete warning. */
export function listProductPromotions(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/products/${encodeURIComponent(id)}/promotions`, {
    schema: z.array(productPromotionSchema),
    signal,
  });
}

export const productPromotionsQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.productPromotions(id),
    queryFn: ({ signal }) => listProductPromotions(id, signal),
    // Asked again each time the warning opens: a promotion may have started using it since.
    staleTime: 0,
  });

/** The promotions of each product about to be deleted, merged without repeats. */
export function usePromotionsOfProducts(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => productPromotionsQuery(id)),
    combine: (results) => {
      const promotions = new Map<string, ProductPromotion>();
      for (const result of results)
        for (const promotion of result.data ?? []) promotions.set(promotion.id, promotion);
      return {
        promotions: [...promotions.values()],
        pending: results.some((result) => result.isPending),
        failed: results.some((result) => result.isError),
      };
    },
  });
}
