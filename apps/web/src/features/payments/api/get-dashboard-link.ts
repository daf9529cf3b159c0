import { paymentLinkSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/accounts/merchant/dashboard: the provider's dashboard (in the sandbox, a page of this app). */
export function getDashboardLink() {
  return apiFetch('/api/accounts/merchant/dashboard', {
    schema: paymentLinkSchema,
    serviceName: 'stripe-payment-service',
  });
}
