import { type ProductGroup, productGroupSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys, invalidateCatalogue } from './catalogue-keys';

type SettableStatus = 'ACTIVE' | 'INACTIVE';

/**
 * PUT /api/product-groups/status/{id}/{ACTIVE|INACTIVE} (contract §5): pushes the status to
 * every product of the group; an empty group is refused ("The group has no products.").
 */
export function setProductGroupStatus({ id, status }: { id: string; status: SettableStatus }) {
  return apiFetch(`/api/product-groups/status/${encodeURIComponent(id)}/${status}`, {
    method: 'PUT',
    schema: productGroupSchema,
  });
}

/** The toggle moves at once; a refusal puts it back when the lists are refetched. */
export function useSetProductGroupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductGroupStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.productGroups, exact: true });
      queryClient.setQueryData<ProductGroup[]>(catalogueKeys.productGroups, (groups) =>
        groups?.map((group) => (group.id === id ? { ...group, status } : group)),
      );
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
