import type { StripeConfig } from '../../config';
import type { PaymentPort } from './payment-port';
import { createStripeAccounts } from './stripe-accounts';
import { createStripeClient } from './stripe-client';
import { createStripeIntents } from './stripe-intents';
import { createStripeSubscriptions } from './stripe-subscriptions';

/**
 * The Stripe adapter (contract §11), through the official SDK. Every Stripe failure is a 502
 * PROVIDER_ERROR carrying Stripe's message; the SDK adds its own idempotency keys to retries.
 */
export function createStripePayments(
  config: StripeConfig,
  client = createStripeClient(config),
  aiPostsPriceId: string | null = null,
): PaymentPort {
  return {
    provider: 'stripe',
    publishableKey: config.publishableKey,
    ...createStripeAccounts(config, client),
    ...createStripeIntents(client),
    ...createStripeSubscriptions(client, aiPostsPriceId),
  };
}
