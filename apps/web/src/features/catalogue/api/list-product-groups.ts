import { productGroupSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/product-groups: the merchant's groups, unpaged, by rank (contract §5). */
export function listProductGroups(signal?: AbortSignal) {
  return apiFetch('/api/product-groups', { schema: z.array(productGroupSchema), signal });
}

export const productGroupsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.productGroups, queryFn: ({ signal }) => listProductGroups(signal) });

export function useProductGroups() {
  return useQuery(productGroupsQuery());
}
