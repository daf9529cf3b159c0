import { type ProductGroupInput, productGroupSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from './catalogue-keys';

interface SaveProductGroup {
  id: string | null;
  input: ProductGroupInput;
}

/**
 * POST /api/product-groups, or PUT /api/product-groups/{id} (contract §5). A PUT carries the
 * group's fields whole (image included: left out, it is removed) and its members as
 * `addProductList` / `deleteProductList`.
 */
export function saveProductGroup({ id, input }: SaveProductGroup) {
  const path = id ? `/api/product-groups/${encodeURIComponent(id)}` : '/api/product-groups';
  return apiFetch(path, { method: id ? 'PUT' : 'POST', body: input, schema: productGroupSchema });
}

/** Members, status and schedules cascade to products, so the whole catalogue refetches. */
export function useSaveProductGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProductGroup,
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
