import {
  type SocialPlatform,
  socialAccountsSchema,
  socialActiveAccountsSchema,
  socialConnectLinkSchema,
} from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { socialKeys } from './social-keys';

/** GET /api/social/accounts: the connected platforms and their names; creates the profile if needed. */
export function getAccounts(signal?: AbortSignal) {
  return apiFetch('/api/social/accounts', { schema: socialAccountsSchema, signal });
}

export function useSocialAccounts() {
  return useQuery({ queryKey: socialKeys.accounts, queryFn: ({ signal }) => getAccounts(signal) });
}

/**
 * GET /api/social/connect-link?redirectUrl&platforms: the provider's page to link accounts (the
 * offline provider connects at once). Silent: the screen shows spec 2 §8's connect failure.
 */
export function getConnectLink(redirectUrl: string, platforms: readonly SocialPlatform[]) {
  const query = new URLSearchParams({ redirectUrl, platforms: platforms.join(',') });
  return apiFetch(`/api/social/connect-link?${query}`, { schema: socialConnectLinkSchema, silent: true });
}

/** DELETE /api/social/accounts/{platform}. Silent: the screen shows the disconnect failure. */
export function disconnectPlatform(platform: SocialPlatform) {
  return apiFetch(`/api/social/accounts/${encodeURIComponent(platform)}`, {
    method: 'DELETE',
    schema: socialActiveAccountsSchema,
    silent: true,
  });
}
