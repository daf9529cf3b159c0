import { activationResponseSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function activateAccount(token: string, signal?: AbortSignal) {
  return apiFetch(`/api/user/active/${encodeURIComponent(token)}`, {
    schema: activationResponseSchema,
    silent: true,
    anonymous: true,
    signal,
  });
}

// Opening the link twice is not an error (the server answers ALREADY_ACTIVE), but there is no
// reason to call again once answered, nor to retry a refused token.
export const activationQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'activation', token],
    queryFn: ({ signal }) => activateAccount(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useActivateAccount(token: string | null) {
  return useQuery({ ...activationQuery(token ?? ''), enabled: Boolean(token) });
}
