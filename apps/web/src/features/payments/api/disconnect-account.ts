import { paymentConnectionSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * DELETE /api/accounts/merchant: `{connected:false}`, or 400 ORDERS_IN_PROGRESS while paid orders
 * are open. Silent: the screen shows that refusal itself and hands others to the error catalogue.
 */
export function disconnectAccount() {
  return apiFetch('/api/accounts/merchant', {
    method: 'DELETE',
    schema: paymentConnectionSchema,
    serviceName: 'stripe-payment-service',
    silent: true,
  });
}
