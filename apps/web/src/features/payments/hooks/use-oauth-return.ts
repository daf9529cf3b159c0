import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { notifyFailure, notifySuccess } from '../../../lib/api-notify';
import { rememberPaymentConnected } from '../../../lib/payment-account-query';
import { connectAccount } from '../api/connect-account';

/**
 * The provider's OAuth return to the payment page: `?code=` is exchanged for the connection
 * (once, whatever React re-runs), `?error=` is a refusal; either way the query is removed so a
 * reload does not replay it. Failures show spec 2 §8's connection failure message.
 */
export function useOAuthReturn(): { exchanging: boolean } {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const code = search.get('code');
  const refused = search.has('error');
  const handled = useRef<string | null>(null);
  const [exchanging, setExchanging] = useState(false);
  const failure = t('payment.connectFailed');
  const failureTitle = t('payment.connectFailedTitle');
  const connectedText = t('payment.connectedToast');

  useEffect(() => {
    if (!code && !refused) return;
    const key = code ?? 'error';
    if (handled.current === key) return;
    handled.current = key;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['code', 'error', 'error_description', 'scope', 'state']) next.delete(name);
        return next;
      },
      { replace: true },
    );
    const failed = () => notifyFailure(failure, failureTitle);
    if (!code) {
      failed();
      return;
    }
    setExchanging(true);
    connectAccount(code)
      .then(({ connected }) => {
        rememberPaymentConnected(queryClient, connected);
        if (connected) notifySuccess(connectedText);
        else failed();
      })
      .catch(failed)
      .finally(() => setExchanging(false));
  }, [code, refused, setSearch, queryClient, failure, failureTitle, connectedText]);

  return { exchanging };
}
