import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paymentConnectedQuery, readPaymentConnectedFlag } from '../../../lib/payment-account-query';
import { getAuth } from '../../../lib/session';

// Spec 1 §4: the card-provider check runs about a second after load, off the critical path.
const CHECK_DELAY_MS = 1000;

/**
 * Whether the merchant's card payment provider is connected: the stored flag until the check
 * answers, then the answer (the payment screen updates both when it connects or disconnects).
 */
export function usePaymentConnected(): boolean | undefined {
  const merchantId = getAuth()?.merchantId ?? null;
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const query = useQuery({ ...paymentConnectedQuery(merchantId), enabled: due && merchantId !== null });
  return query.data ?? readPaymentConnectedFlag();
}
