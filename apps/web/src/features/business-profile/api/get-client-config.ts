import { clientConfigSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** What the server offers of maps and geocoding; fixed for the server's lifetime. */
export function getClientConfig(signal?: AbortSignal) {
  return apiFetch('/api/client-config', { schema: clientConfigSchema, signal, anonymous: true });
}

export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useClientConfig() {
  return useQuery(clientConfigQuery());
}
