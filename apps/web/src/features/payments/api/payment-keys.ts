import { MERCHANT_QUERY_PREFIX } from '../../../lib/query-keys';

/** The payment screens' query keys. The profile's is the business-profile screens' too (same call). */
export const paymentKeys = {
  config: ['payments', 'config'] as const,
  sandboxDashboard: ['payments', 'sandbox-dashboard'] as const,
  plan: ['payments', 'subscription-plan'] as const,
  subscriptions: (customerId: string) => ['payments', 'subscriptions', customerId] as const,
  /** The success page's lookup of one checkout session, with the profile save it leads to. */
  subscribed: (sessionId: string) => ['payments', 'subscribed', sessionId] as const,
  profile: [...MERCHANT_QUERY_PREFIX, 'profile'] as const,
};
