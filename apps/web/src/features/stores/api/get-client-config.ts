import { clientConfigSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/client-config: the map tiles and whether a geocoder is configured. */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) =>
      apiFetch('/api/client-config', { schema: clientConfigSchema, signal, anonymous: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useClientConfig() {
  return useQuery(clientConfigQuery());
}
