import {
  merchantProfileSchema,
  type PaymentSubscriptionView,
  paymentSubscriptionListSchema,
} from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { socialKeys } from './social-keys';

// The AI generator is the merchant's subscription (contract §11): the profile names the payment
// customer, whose subscriptions say whether one runs.

const RUNNING = new Set(['active', 'trialing', 'past_due', 'unpaid']);

export function hasRunningSubscription(subscriptions: readonly PaymentSubscriptionView[]): boolean {
  return subscriptions.some((subscription) => RUNNING.has(subscription.status));
}

/** Whether the AI post generator subscription runs: undefined while loading. */
export function useAiSubscribed(): {
  subscribed: boolean | undefined;
  failed: boolean;
  customerId: string | null;
} {
  const profile = useQuery({
    queryKey: socialKeys.profile,
    queryFn: ({ signal }) => apiFetch('/api/merchants/profile', { schema: merchantProfileSchema, signal }),
  });
  const customerId = profile.data?.paymentCustomerId ?? null;
  const subscriptions = useQuery({
    queryKey: socialKeys.subscriptions(customerId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(`/api/merchants/get-subscriptions/${encodeURIComponent(customerId ?? '')}`, {
        schema: paymentSubscriptionListSchema,
        serviceName: 'stripe-payment-service',
        signal,
      }),
    enabled: Boolean(customerId),
  });
  if (profile.isError || subscriptions.isError) return { subscribed: undefined, failed: true, customerId };
  if (!profile.data) return { subscribed: undefined, failed: false, customerId };
  if (!customerId) return { subscribed: false, failed: false, customerId };
  return {
    subscribed: subscriptions.data ? hasRunningSubscription(subscriptions.data) : undefined,
    failed: false,
    customerId,
  };
}
