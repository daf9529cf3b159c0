import { type CatalogueTermKind, deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { catalogueKeys } from '../../api/catalogue-keys';
import { TERM_RESOURCES, termPath } from './term-resources';

/** DELETE /api/product-categories/{id} (or -units, -attributes); a deleted category leaves its products. */
export function deleteTerm(kind: CatalogueTermKind, id: string) {
  return apiFetch(termPath(kind, id), { method: 'DELETE', schema: deletedResponseSchema });
}

export function useDeleteTerm(kind: CatalogueTermKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTerm(kind, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TERM_RESOURCES[kind].key }),
        kind === 'CATEGORY' ? queryClient.invalidateQueries({ queryKey: catalogueKeys.products }) : null,
      ]),
  });
}
