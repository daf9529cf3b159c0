import { deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from './catalogue-keys';

/**
 * DELETE /api/products/{id}: a soft delete; the product leaves its groups and the promotions
 * using it become inactive (contract §5 Deleting a product). Never refused.
 */
export function deleteProduct(id: string) {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    // One call per product; all are tried, and the catalogue refetches whatever the outcome.
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map(deleteProduct));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed === ids.length) throw new Error('No product was deleted');
      return { deleted: ids.length - failed, failed };
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
