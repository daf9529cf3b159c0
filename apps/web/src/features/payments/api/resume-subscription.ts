import { paymentSubscriptionSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/merchants/resume-subscription: `subscriptionId`; the subscription after, renewing again. */
export function resumeSubscription(subscriptionId: string) {
  return apiFetch('/api/merchants/resume-subscription', {
    method: 'POST',
    body: { subscriptionId },
    schema: paymentSubscriptionSchema,
    serviceName: 'stripe-payment-service',
  });
}
