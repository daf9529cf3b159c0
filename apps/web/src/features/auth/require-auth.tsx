import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/routes';
import { clearAuth, getAuth } from '../../lib/auth-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The route guard of spec 1 §4: admits only with an auth record that has an access token.
 * Wraps its children, or the nested routes when used as a layout route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  if (!getAuth()?.accessToken) return <SignedOut />;
  return <>{children ?? <Outlet />}</>;
}

function SignedOut() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // A half-written record or a stale payment flag must not survive into the next session.
    clearAuth();
    localStorage.removeItem(STORAGE_KEYS.cardProviderConnected);
  }, []);
  const back = `${pathname}${search}`;
  const to = back === '/' ? paths.user.login : `${paths.user.login}?redirect=${encodeURIComponent(back)}`;
  return <Navigate to={to} replace />;
}
