import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError } from '../../../lib/api-error-notifier';
import { notifyFailure, notifySuccess } from '../../../lib/api-notify';
import { paymentConnectedQuery, rememberPaymentConnected } from '../../../lib/payment-account-query';
import { disconnectAccount } from '../api/disconnect-account';
import { getDashboardLink } from '../api/get-dashboard-link';
import { getOnboardingLink } from '../api/get-onboarding-link';
import { appUrl, inAppPath } from '../model/app-link';
import { useFollowLink } from './use-follow-link';

/**
 * Connect, disconnect and view the dashboard (spec 2 §2 Payment). Each change is written to the
 * shared connection query and flag, so the shell's red banner follows at once.
 */
export function usePaymentAccountActions() {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const follow = useFollowLink();
  const [refusal, setRefusal] = useState<string | null>(null);

  const connect = useMutation({
    mutationFn: () => getOnboardingLink(appUrl(paths.setup.payment, window.location.origin)),
    onSuccess: async ({ url }) => {
      setRefusal(null);
      if (inAppPath(url, window.location.origin) === null) {
        window.location.assign(url);
        return;
      }
      // The sandbox connected at once and sent us back here: check, then say so.
      const connected = await queryClient.fetchQuery({ ...paymentConnectedQuery(), staleTime: 0 });
      rememberPaymentConnected(queryClient, connected);
      if (connected) notifySuccess(t('payment.connectedToast'));
      follow(url);
    },
    onError: () => notifyFailure(t('payment.connectFailed'), t('payment.connectFailedTitle')),
  });

  const disconnect = useMutation({
    mutationFn: disconnectAccount,
    onSuccess: ({ connected }) => {
      setRefusal(null);
      rememberPaymentConnected(queryClient, connected);
      notifySuccess(t('payment.disconnectedToast'));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'ORDERS_IN_PROGRESS') setRefusal(t('payment.ordersInProgress'));
      else notifyApiError(error);
    },
  });

  const dashboard = useMutation({
    mutationFn: async (inNewWindow: boolean) => {
      // Opened before the call, while the click still counts, or the browser blocks the window.
      const opened = inNewWindow ? window.open('', '_blank') : null;
      try {
        const { url } = await getDashboardLink();
        if (inAppPath(url, window.location.origin) === null && opened) {
          opened.opener = null;
          opened.location.href = url;
        } else {
          opened?.close();
          follow(url);
        }
      } catch (error) {
        opened?.close();
        throw error;
      }
    },
  });

  return { connect, disconnect, dashboard, refusal, clearRefusal: () => setRefusal(null) };
}
