import { QueryClient } from '@tanstack/react-query';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * Only a request that got no answer at all (network drop, status 0) is retried, once. Any HTTP
 * answer is final: a 4xx will not change by asking again (the api client has already refreshed
 * the token once on 401), and every failed attempt raises its own toast (spec 1 §8), so
 * retrying a 5xx would stack identical error notifications.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status !== 0) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. Each area that runs queries (main shell, orders, account pages,
 * mailbox) mounts its own provider with this client, so the cache is shared across them and
 * survives moving between areas; the login page and the entry bundle carry no TanStack Query.
 */
export const queryClient = createQueryClient();
