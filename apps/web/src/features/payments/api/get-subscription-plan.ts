import { subscriptionPlanSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/**
 * GET /api/merchants/subscription-plan: the plan's name and price for the subscribe prompt.
 * Silent: without it the prompt still offers to subscribe, only without the price.
 */
export function getSubscriptionPlan(signal?: AbortSignal) {
  return apiFetch('/api/merchants/subscription-plan', {
    schema: subscriptionPlanSchema,
    serviceName: 'stripe-payment-service',
    silent: true,
    signal,
  });
}

export const subscriptionPlanQuery = () =>
  queryOptions({
    queryKey: paymentKeys.plan,
    queryFn: ({ signal }) => getSubscriptionPlan(signal),
    staleTime: 10 * 60_000,
  });

export function useSubscriptionPlan(enabled: boolean) {
  return useQuery({ ...subscriptionPlanQuery(), enabled });
}
