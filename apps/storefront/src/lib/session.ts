import { useSyncExternalStore } from 'react';

/** A signed-in customer, kept in localStorage so every tab shares it. */
export interface Session {
  userId: string;
  role: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms after which the access token is stale. */
  expiresAt: number;
}

/** The login and refresh answer (contract §2). */
export interface LoginResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  id: string;
  role: string;
}

const KEY = 'pd.customer-session';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Session | null = null;

function read(): Session | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(session: Session | null) {
  try {
    if (session) window.localStorage.setItem(KEY, JSON.stringify(session));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session lives for this page only.
    cachedRaw = undefined;
    cached = session;
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) for (const listener of listeners) listener();
  });
}

export const getSession = (): Session | null => read();

export function signIn(response: LoginResponse) {
  write({
    userId: response.id,
    role: response.role,
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: Date.now() + response.expires_in * 1000,
  });
}

/** Forgets the tokens here and in every tab, and retires the refresh token on the server. */
export async function signOut() {
  const session = read();
  write(null);
  if (!session) return;
  try {
    await fetch('/api/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refreshToken }),
    });
  } catch {
    // Signed out locally; the token expires on its own.
  }
}

let inFlight: Promise<Session | null> | null = null;

async function refreshWith(stale: Session): Promise<Session | null> {
  // Another tab may already have swapped the pair: its new token is the one to use.
  const now = read();
  if (!now) return null;
  if (now.refreshToken !== stale.refreshToken) return now;
  try {
    const response = await fetch('/api/token/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: now.refreshToken }),
    });
    if (!response.ok) {
      write(null);
      return null;
    }
    signIn((await response.json()) as LoginResponse);
    return read();
  } catch {
    return null;
  }
}

/**
 * Trades the refresh token for a new pair. Concurrent callers share one request, and tabs take
 * turns through a Web Lock, because presenting a retired refresh token revokes the whole family.
 */
export function refreshSession(stale: Session): Promise<Session | null> {
  if (!inFlight) {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const run = locks
      ? (locks.request('pd-refresh', () => refreshWith(stale)) as unknown as Promise<Session | null>)
      : refreshWith(stale);
    inFlight = run.finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in customer, or null; re-renders on sign in and sign out in any tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
