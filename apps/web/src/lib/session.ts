import { apiFetch } from './api-client';
import { LOGIN_PATH, navigateTo } from './auth-navigation';
import { clearAuth, getAuth } from './auth-store';
import { STORAGE_KEYS } from './storage-keys';

export { setAuthNavigator } from './auth-navigation';
export { type AuthRecord, getAuth, setAuth } from './auth-store';

/**
 * Logout (spec 1 §4): clears the merchant auth and the order-history columns, revokes the refresh
 * token on the server (best effort: the local session ends even when the server is unreachable)
 * and goes to login.
 */
export function signOut(navigate: (path: string) => void = navigateTo): void {
  const auth = getAuth();
  clearAuth();
  localStorage.removeItem(STORAGE_KEYS.orderHistoryColumns);
  if (auth) {
    apiFetch('/api/logout', {
      method: 'POST',
      body: { refresh_token: auth.refreshToken },
      silent: true,
      anonymous: true,
      keepalive: true,
    }).catch(() => undefined);
  }
  navigate(LOGIN_PATH);
}
