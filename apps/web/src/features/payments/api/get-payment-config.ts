import { paymentConfigSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/payments/config: which provider runs (the sandbox is labelled as such everywhere). */
export function getPaymentConfig(signal?: AbortSignal) {
  return apiFetch('/api/payments/config', {
    schema: paymentConfigSchema,
    serviceName: 'stripe-payment-service',
    signal,
  });
}

export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // Fixed for the server's lifetime.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}
