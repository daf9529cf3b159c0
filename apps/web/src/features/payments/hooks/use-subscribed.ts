import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSessionData } from '../api/get-session-data';
import { paymentKeys } from '../api/payment-keys';
import { savePaymentCustomer } from '../api/save-payment-customer';

/**
 * Spec 2 §4 Success page: the checkout session looked up, its customer id stored on the merchant
 * profile and the profile uploaded. A query rather than a mutation, so that however often React
 * mounts the page the steps run once per session id (saving the same id again changes nothing).
 */
export function useSubscribed(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.subscribed(sessionId ?? ''),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const session = await getSessionData(sessionId ?? '', signal);
      if (session.status !== 'complete' || !session.customerId)
        throw new Error('The checkout is not complete');
      const profile = await savePaymentCustomer(session.customerId);
      queryClient.setQueryData(paymentKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.subscriptions(session.customerId) });
      return session;
    },
  });
}
