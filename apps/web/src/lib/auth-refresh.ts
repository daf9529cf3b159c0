import type { LoginResponse } from '@perkdesk/contracts';
import { getAuth, setAuth } from './auth-store';

export type RefreshOutcome = 'refreshed' | 'denied' | 'unreachable';

export const REFRESH_PATH = '/api/token/refresh';

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Gets a new token pair after a 401 answered to a request sent with `staleAccessToken`.
 * Concurrent 401s share one refresh: every refresh retires the presented refresh token, and
 * presenting a retired one revokes the whole session (contract §2), so two refreshes racing with
 * the same token would sign the merchant out.
 */
export function refreshSession(staleAccessToken: string | undefined): Promise<RefreshOutcome> {
  const current = getAuth();
  if (!current) return Promise.resolve('denied');
  // Another request, or another tab, already replaced the token this request carried.
  if (staleAccessToken && current.accessToken !== staleAccessToken) return Promise.resolve('refreshed');
  inFlight ??= withTabLock(() => refreshUnlessReplaced(staleAccessToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

// Tabs share the refresh token through local storage; the Web Locks API keeps them from racing.
async function withTabLock(task: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return await locks.request('perkdesk-token-refresh', task);
}

async function refreshUnlessReplaced(staleAccessToken: string | undefined): Promise<RefreshOutcome> {
  const auth = getAuth();
  if (!auth) return 'denied';
  if (staleAccessToken && auth.accessToken !== staleAccessToken) return 'refreshed';
  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Service-Name': 'core-deal-service' },
      body: JSON.stringify({ refresh_token: auth.refreshToken }),
    });
  } catch {
    return 'unreachable';
  }
  if (!response.ok) return response.status >= 500 ? 'unreachable' : 'denied';
  const pair: unknown = await response.json().catch(() => null);
  if (!isTokenPair(pair)) return 'unreachable';
  setAuth(pair, auth.username);
  return 'refreshed';
}

// The fields the session keeps, checked without zod for the same weight reason as the error body.
function isTokenPair(value: unknown): value is LoginResponse {
  const pair = value as Partial<LoginResponse> | null;
  return typeof pair?.access_token === 'string' && typeof pair.refresh_token === 'string';
}
