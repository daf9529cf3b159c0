import type { CatalogueTermInput, CatalogueTermKind } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { catalogueKeys } from '../../api/catalogue-keys';
import { TERM_RESOURCES, termPath } from './term-resources';

export interface SaveTermVariables {
  id: string | null;
  input: CatalogueTermInput;
}

/**
 * POST /api/product-categories (or -units, -attributes), or PUT …/{id}. Silent: the dialog
 * shows a taken or empty name under its field, and other refusals itself.
 */
export function saveTerm(kind: CatalogueTermKind, { id, input }: SaveTermVariables) {
  return apiFetch(termPath(kind, id ?? undefined), {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: TERM_RESOURCES[kind].schema,
    silent: true,
  });
}

export function useSaveTerm(kind: CatalogueTermKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveTermVariables) => saveTerm(kind, variables),
    // A renamed category is renamed in products too, so they refetch with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TERM_RESOURCES[kind].key }),
        kind === 'CATEGORY' ? queryClient.invalidateQueries({ queryKey: catalogueKeys.products }) : null,
      ]),
  });
}
