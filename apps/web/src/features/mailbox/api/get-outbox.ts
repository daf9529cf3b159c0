import { outboxEmailSchema } from '@perkdesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const outboxSchema = z.array(outboxEmailSchema);

/** Contract §12: exists only without SMTP and only for loopback callers; otherwise 404. */
export function getOutbox(to: string, signal?: AbortSignal) {
  const query = to ? `?${new URLSearchParams({ to })}` : '';
  return apiFetch(`/api/testing-support/emails${query}`, {
    schema: outboxSchema,
    silent: true,
    anonymous: true,
    signal,
  });
}

// A developer waiting for an activation mail should not have to press refresh.
const POLL_MS = 5000;

export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: ['testing-support', 'emails', to],
    queryFn: ({ signal }) => getOutbox(to, signal),
    refetchInterval: (query) => (query.state.status === 'error' ? false : POLL_MS),
    placeholderData: keepPreviousData,
  });

export function useOutbox(to: string) {
  return useQuery(outboxQuery(to));
}
