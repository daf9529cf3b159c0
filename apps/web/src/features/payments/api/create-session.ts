import { type CreateSessionBody, checkoutSessionLinkSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/merchants/create-session: a checkout for the AI-post plan; the merchant goes to the
 * returned `url` (in the sandbox, `successURL` with `session_id` added).
 */
export function createSession(body: CreateSessionBody) {
  return apiFetch('/api/merchants/create-session', {
    method: 'POST',
    body,
    schema: checkoutSessionLinkSchema,
    serviceName: 'stripe-payment-service',
  });
}
