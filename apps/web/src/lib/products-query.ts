import { productSchema } from '@perkdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client';

/**
 * The merchant's product list, for every screen that lists or picks products (the catalogue, the
 * perk wizard's pickers). Features never import each other, so the query lives here; its keys sit
 * under the catalogue's, so every catalogue write refreshes them.
 */
export const productListKey = (filters: Record<string, string>) =>
  ['catalogue', 'products', 'list', filters] as const;

/**
 * GET /api/products[?storeId&groupId&category&status&searchText] (contract §5): the products,
 * unpaged, in creation order, without deleted ones (unless asked for by status). `filters` holds
 * only the parameters that are set.
 */
export function listProducts(filters: Record<string, string> = {}, signal?: AbortSignal) {
  const query = new URLSearchParams(filters);
  return apiFetch(`/api/products${query.size ? `?${query}` : ''}`, {
    schema: z.array(productSchema),
    signal,
  });
}

export const productsQuery = (filters: Record<string, string> = {}) =>
  queryOptions({
    queryKey: productListKey(filters),
    queryFn: ({ signal }) => listProducts(filters, signal),
  });
