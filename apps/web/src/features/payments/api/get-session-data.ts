import { checkoutSessionSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/merchants/get-session-data/{sessionId}: one of the merchant's own checkout sessions. */
export function getSessionData(sessionId: string, signal?: AbortSignal) {
  return apiFetch(`/api/merchants/get-session-data/${encodeURIComponent(sessionId)}`, {
    schema: checkoutSessionSchema,
    serviceName: 'stripe-payment-service',
    silent: true,
    signal,
  });
}
