import { SOCIAL_PLATFORMS, type SocialAccounts, type SocialPlatform } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { notifyFailure, notifySuccess } from '../../../lib/api-notify';
import { disconnectPlatform, getAccounts, getConnectLink } from '../api/accounts';
import { socialKeys } from '../api/social-keys';
import { inAppPath } from '../model/app-link';

const SANDBOX_KEY = 'perkdesk.socialSandbox';

/**
 * Connect (the provider's page in a new window; the offline provider connects at once and answers
 * a link back to this app) and disconnect one platform (spec 2 §2 Social media accounts).
 */
export function useAccountActions() {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  // No route names the provider: a connect link back into this app is the offline provider's,
  // remembered so the label stays on later visits.
  const [sandbox, setSandbox] = useState(() => localStorage.getItem(SANDBOX_KEY) === 'true');

  const refresh = async () => {
    const accounts = await queryClient.fetchQuery({
      queryKey: socialKeys.accounts,
      queryFn: ({ signal }) => getAccounts(signal),
      staleTime: 0,
    });
    return accounts;
  };

  const connect = useMutation({
    mutationFn: async (platforms: readonly SocialPlatform[]) => {
      // Opened before the call, while the click still counts, or the browser blocks the window.
      const opened = window.open('', '_blank');
      try {
        const { url } = await getConnectLink(
          new URL(paths.setup.socialMediaAccounts, window.location.origin).toString(),
          platforms.length > 0 ? platforms : SOCIAL_PLATFORMS,
        );
        if (inAppPath(url, window.location.origin) === null && opened) {
          opened.opener = null;
          opened.location.href = url;
          return { offline: false, accounts: null };
        }
        opened?.close();
        return { offline: true, accounts: await refresh() };
      } catch (error) {
        opened?.close();
        throw error;
      }
    },
    onSuccess: ({ offline, accounts }) => {
      if (!offline) return;
      localStorage.setItem(SANDBOX_KEY, 'true');
      setSandbox(true);
      if (accounts && accounts.activeSocialAccounts.length > 0) notifySuccess(t('accounts.connectedToast'));
    },
    onError: () => notifyFailure(t('accounts.connectFailed'), t('accounts.connectFailedTitle')),
  });

  const disconnect = useMutation({
    mutationFn: disconnectPlatform,
    onSuccess: ({ activeSocialAccounts }, platform) => {
      queryClient.setQueryData<SocialAccounts>(socialKeys.accounts, (old) =>
        old
          ? {
              activeSocialAccounts,
              displayNames: old.displayNames.filter((entry) => activeSocialAccounts.includes(entry.platform)),
            }
          : old,
      );
      notifySuccess(t('accounts.disconnectedToast', { platform: t(`platforms.${platform}`) }));
    },
    onError: () => notifyFailure(t('accounts.disconnectFailed'), t('accounts.disconnectFailedTitle')),
  });

  return { connect, disconnect, sandbox };
}
