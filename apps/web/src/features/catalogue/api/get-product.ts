import { type Product, productSchema } from '@perkdesk/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/products/{id}: one product, deleted ones included (contract §5). */
export function getProduct(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, { schema: productSchema, signal });
}

export const productQuery = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

/**
 * Nothing is fetched without an id (a product being added). `listed` is the product as a list
 * already holds it: shown at once while the product itself is asked for.
 */
export function useProduct(id: string | null, listed?: Product) {
  return useQuery({ ...productQuery(id ?? ''), enabled: id !== null, placeholderData: listed });
}

/** Several products by id: the members of a group that the list no longer holds (deleted). */
export function useProductsById(ids: readonly string[]) {
  return useQueries({ queries: ids.map(productQuery) });
}
