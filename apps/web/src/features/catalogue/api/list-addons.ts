import { addonSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/addons: the merchant's add-ons, unpaged, in creation order (contract §5). */
export function listAddons(signal?: AbortSignal) {
  return apiFetch('/api/addons', { schema: z.array(addonSchema), signal });
}

export const addonsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.addons, queryFn: ({ signal }) => listAddons(signal) });

export function useAddons() {
  return useQuery(addonsQuery());
}
