import { paymentSubscriptionSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * DELETE /api/merchants/cancel-subscription: `subscriptionId` in the body (form routes take JSON
 * too, contract §1); the subscription after, active until its period ends (`cancelAtPeriodEnd`).
 */
export function cancelSubscription(subscriptionId: string) {
  return apiFetch('/api/merchants/cancel-subscription', {
    method: 'DELETE',
    body: { subscriptionId },
    schema: paymentSubscriptionSchema,
    serviceName: 'stripe-payment-service',
  });
}
