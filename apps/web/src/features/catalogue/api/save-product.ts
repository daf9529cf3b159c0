import { type ProductInput, productSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys, invalidateCatalogue } from './catalogue-keys';

/** POST /api/products, or PUT /api/products/{id} with the full body (contract §5). */
export function saveProduct({ id, input }: { id: string | null; input: ProductInput }) {
  const path = id ? `/api/products/${encodeURIComponent(id)}` : '/api/products';
  return apiFetch(path, { method: id ? 'PUT' : 'POST', body: input, schema: productSchema });
}

/** Groups, add-on groups and the setup state follow a product, so the whole catalogue refetches. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product);
      return invalidateCatalogue(queryClient);
    },
  });
}
