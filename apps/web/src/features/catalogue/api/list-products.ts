import type { ItemQuery } from '@perkdesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsQuery as productsQueryWith } from '../../../lib/products-query';

export type ProductFilters = Pick<ItemQuery, 'storeId' | 'groupId' | 'category' | 'status' | 'searchText'>;

/** The filters that are set, as query parameters (empty ones are left out). */
function filterParams(filters: ProductFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/** GET /api/products with the filters that are set (lib/products-query). */
export const productsQuery = (filters: ProductFilters = {}) => productsQueryWith(filterParams(filters));

/** A filter change keeps the previous rows on screen until the new ones arrive. */
export function useProducts(filters: ProductFilters = {}) {
  return useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}
