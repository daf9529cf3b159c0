import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { ProviderError } from './provider-error';

/** The SDK client for this configuration; STRIPE_API_HOST/PORT/PROTOCOL point it at another server. */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Perkdesk' },
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
}

/** Stripe did not answer, or failed on its side: the request may have been carried out. */
const mayHaveHappened = (error: InstanceType<typeof Stripe.errors.StripeError>) =>
  error instanceof Stripe.errors.StripeConnectionError || (error.statusCode ?? 500) >= 500;

/** A provider failure answers 502 PROVIDER_ERROR with the provider's message (contract §1). */
export async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeError)
      throw new ProviderError(error.message, mayHaveHappened(error));
    throw error;
  }
}

/** A resource Stripe does not know (404) is null; any other failure is thrown. */
export async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The options of a request made on the merchant's connected account (the `Stripe-Account` header). */
export const on = (accountId: string) => ({ stripeAccount: accountId });
