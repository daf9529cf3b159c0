import { productGroupSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { rankPayload } from '../../../components/list-top-bar/rank-order';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys, invalidateCatalogue } from './catalogue-keys';

/**
 * PUT /api/product-groups/rank with `{productGroups:[{id, rank}]}` (contract §5): every group in
 * the given order; the server renumbers them 1..n and answers the groups by rank.
 */
export function rankProductGroups(order: readonly string[]) {
  return apiFetch('/api/product-groups/rank', {
    method: 'PUT',
    body: rankPayload(order),
    schema: z.array(productGroupSchema),
  });
}

export function useRankProductGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rankProductGroups,
    onSuccess: (groups) => queryClient.setQueryData(catalogueKeys.productGroups, groups),
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
