import { productGroupSchema } from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/product-groups/{id}: one group, deleted ones included (contract §1 soft deletes). */
export function getProductGroup(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/product-groups/${encodeURIComponent(id)}`, { schema: productGroupSchema, signal });
}

/** A group that is not in the list (a link to a deleted one) is asked for on its own. */
export function useProductGroup(id: string | null, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.productGroup(id ?? ''),
    queryFn: ({ signal }) => getProductGroup(id ?? '', signal),
    enabled: enabled && id !== null,
  });
}
