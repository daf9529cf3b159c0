import { type Product, productSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys, invalidateCatalogue } from './catalogue-keys';

type SettableStatus = 'ACTIVE' | 'INACTIVE';

/** PUT /api/products/status/{id} with the bare JSON string (contract §5). */
export function setProductStatus({ id, status }: { id: string; status: SettableStatus }) {
  return apiFetch(`/api/products/status/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: status,
    schema: productSchema,
  });
}

/** The toggle moves at once in every product list; a refusal puts it back when they refetch. */
export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.productLists });
      queryClient.setQueriesData<Product[]>({ queryKey: catalogueKeys.productLists }, (products) =>
        products?.map((product) => (product.id === id ? { ...product, status } : product)),
      );
    },
    onSuccess: (product) => queryClient.setQueryData(catalogueKeys.product(product.id), product),
    // Group statuses derive from their products, so the whole catalogue refetches.
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
