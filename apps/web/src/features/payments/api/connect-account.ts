import { paymentConnectionSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/accounts/user/stripe/connect/{authCode}: the OAuth code the provider sent back,
 * exchanged for the connection. Silent: the screen shows spec 2 §8's connection failure.
 */
export function connectAccount(authCode: string) {
  return apiFetch(`/api/accounts/user/stripe/connect/${encodeURIComponent(authCode)}`, {
    method: 'POST',
    schema: paymentConnectionSchema,
    serviceName: 'stripe-payment-service',
    silent: true,
  });
}
