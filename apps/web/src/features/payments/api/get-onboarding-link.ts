import { paymentLinkSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/accounts/onboarding-link?returnUrl: the provider's onboarding page, the account created
 * if needed. The sandbox connects at once and answers `returnUrl` itself. Silent: the screen shows
 * spec 2 §8's connection failure instead.
 */
export function getOnboardingLink(returnUrl: string) {
  return apiFetch(`/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(returnUrl)}`, {
    schema: paymentLinkSchema,
    serviceName: 'stripe-payment-service',
    silent: true,
  });
}
