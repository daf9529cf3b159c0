import { useEffect } from 'react';

/**
 * Runs `refetch` when the merchant comes back to this tab (window focus, or the page visible
 * again), e.g. from the provider's page where accounts were linked in a new window.
 */
export function useRefetchOnReturn(refetch: () => void) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);
}
