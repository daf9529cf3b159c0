import { type ItemQuery, productSchema } from '@perkdesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export type ProductFilters = Pick<ItemQuery, 'storeId' | 'groupId' | 'category' | 'status' | 'searchText'>;

/** The filters that are set, as query parameters (empty ones are left out). */
function filterParams(filters: ProductFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/**
 * GET /api/products[?storeId&groupId&category&status&searchText] (contract §5): the products,
 * unpaged, in creation order, without deleted ones (unless asked for by status).
 */
export function listProducts(filters: ProductFilters = {}, signal?: AbortSignal) {
  const query = new URLSearchParams(filterParams(filters));
  return apiFetch(`/api/products${query.size ? `?${query}` : ''}`, {
    schema: z.array(productSchema),
    signal,
  });
}

export const productsQuery = (filters: ProductFilters = {}) =>
  queryOptions({
    queryKey: catalogueKeys.productList(filterParams(filters)),
    queryFn: ({ signal }) => listProducts(filters, signal),
  });

/** A filter change keeps the previous rows on screen until the new ones arrive. */
export function useProducts(filters: ProductFilters = {}) {
  return useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}
