import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inAppPath } from '../model/app-link';

/**
 * Follows a link the server gave: one to this app (the sandbox's onboarding return, checkout
 * success and dashboard) stays in the app (a link to the page itself changes nothing), any
 * other (the provider's pages) is left for.
 */
export function useFollowLink() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return useCallback(
    (url: string) => {
      const path = inAppPath(url, window.location.origin);
      if (path === null) window.location.assign(url);
      else if (path !== here) navigate(path);
    },
    [navigate, here],
  );
}
