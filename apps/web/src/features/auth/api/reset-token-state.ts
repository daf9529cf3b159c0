import { resetTokenStateSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getResetTokenState(token: string, signal?: AbortSignal) {
  return apiFetch(`/api/user/password/reset/${encodeURIComponent(token)}`, {
    schema: resetTokenStateSchema,
    silent: true,
    anonymous: true,
    signal,
  });
}

export const resetTokenStateQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => getResetTokenState(token, signal),
    retry: false,
  });

export function useResetTokenState(token: string | null) {
  return useQuery({ ...resetTokenStateQuery(token ?? ''), enabled: Boolean(token) });
}
