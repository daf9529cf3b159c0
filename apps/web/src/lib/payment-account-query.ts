import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { getAuth } from './auth-store';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Whether the merchant's card payment provider is connected: the red banner of the shell reads it
 * and the payment screen changes it. Features never import each other, so it lives here; the
 * answer is also kept under cardProviderConnected (spec 1 §3), so a load starts from it.
 */
export const PAYMENT_ACCOUNT_QUERY_KEY = ['accounts', 'has-account'] as const;

const paymentAccountKey = (merchantId: string | null) => [...PAYMENT_ACCOUNT_QUERY_KEY, merchantId] as const;

/** The flag the last check left, or undefined before any. */
export function readPaymentConnectedFlag(): boolean | undefined {
  const raw = localStorage.getItem(STORAGE_KEYS.cardProviderConnected);
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

/** GET /api/accounts/check/has-account/{merchantId}: a bare boolean, kept as the flag too. */
export const paymentConnectedQuery = (merchantId = getAuth()?.merchantId ?? null) =>
  queryOptions({
    queryKey: paymentAccountKey(merchantId),
    queryFn: async ({ signal }) => {
      const connected = await apiFetch<unknown>(
        `/api/accounts/check/has-account/${encodeURIComponent(merchantId ?? '')}`,
        { serviceName: 'stripe-payment-service', silent: true, signal },
      );
      const flag = connected === true;
      localStorage.setItem(STORAGE_KEYS.cardProviderConnected, String(flag));
      return flag;
    },
    staleTime: 5 * 60_000,
  });

/** After a connect or disconnect: the banner and the flag follow at once, without another check. */
export function rememberPaymentConnected(queryClient: QueryClient, connected: boolean): void {
  localStorage.setItem(STORAGE_KEYS.cardProviderConnected, String(connected));
  queryClient.setQueryData(paymentAccountKey(getAuth()?.merchantId ?? null), connected);
}
