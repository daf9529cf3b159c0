import { addonGroupSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/addon-groups: the merchant's add-on groups, unpaged, in creation order (contract §5). */
export function listAddonGroups(signal?: AbortSignal) {
  return apiFetch('/api/addon-groups', { schema: z.array(addonGroupSchema), signal });
}

export const addonGroupsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.addonGroups, queryFn: ({ signal }) => listAddonGroups(signal) });

export function useAddonGroups() {
  return useQuery(addonGroupsQuery());
}
