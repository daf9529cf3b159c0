import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { getAuth } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

// Spec 1 §4: the card-provider check runs about a second after load, off the critical path.
const CHECK_DELAY_MS = 1000;

export const PAYMENT_ACCOUNT_QUERY_KEY = ['accounts', 'has-account'] as const;

function readStoredFlag(): boolean | undefined {
  const raw = localStorage.getItem(STORAGE_KEYS.cardProviderConnected);
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

/**
 * Whether the merchant's card payment provider is connected (bare boolean from the payment
 * service). The answer is kept under cardProviderConnected so the next load starts from it.
 */
export function usePaymentConnected(): boolean | undefined {
  const merchantId = getAuth()?.merchantId ?? null;
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const query = useQuery({
    queryKey: [...PAYMENT_ACCOUNT_QUERY_KEY, merchantId],
    enabled: due && merchantId !== null,
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
  return query.data ?? readStoredFlag();
}
