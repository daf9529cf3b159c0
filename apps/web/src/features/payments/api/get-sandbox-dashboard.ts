import { sandboxDashboardSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/payments/sandbox/dashboard: the sandbox account's balance, charges and refunds. */
export function getSandboxDashboard(signal?: AbortSignal) {
  return apiFetch('/api/payments/sandbox/dashboard', {
    schema: sandboxDashboardSchema,
    serviceName: 'stripe-payment-service',
    signal,
  });
}

export const sandboxDashboardQuery = () =>
  queryOptions({
    queryKey: paymentKeys.sandboxDashboard,
    queryFn: ({ signal }) => getSandboxDashboard(signal),
  });

export function useSandboxDashboard() {
  return useQuery(sandboxDashboardQuery());
}
