import { checkoutSessionLinkSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/merchants/create-session: a checkout for the AI post generator; the merchant goes to
 * the returned `url`, which ends on the success page (`successURL`).
 */
export function createSubscriptionSession(customerId: string | null, successURL: string) {
  return apiFetch('/api/merchants/create-session', {
    method: 'POST',
    body: { customerId, successURL },
    schema: checkoutSessionLinkSchema,
    serviceName: 'stripe-payment-service',
  });
}
