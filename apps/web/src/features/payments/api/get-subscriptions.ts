import { paymentSubscriptionListSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/merchants/get-subscriptions/{customerId}: the customer's subscriptions. */
export function getSubscriptions(customerId: string, signal?: AbortSignal) {
  return apiFetch(`/api/merchants/get-subscriptions/${encodeURIComponent(customerId)}`, {
    schema: paymentSubscriptionListSchema,
    serviceName: 'stripe-payment-service',
    signal,
  });
}

export const subscriptionsQuery = (customerId: string) =>
  queryOptions({
    queryKey: paymentKeys.subscriptions(customerId),
    queryFn: ({ signal }) => getSubscriptions(customerId, signal),
  });

/** Nothing to ask without a customer id: the merchant never subscribed. */
export function useSubscriptions(customerId: string | null | undefined) {
  return useQuery({ ...subscriptionsQuery(customerId ?? ''), enabled: Boolean(customerId) });
}
