import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { PaymentAccountStatus, PaymentIntent, PaymentIntentStatus, PaymentPort } from './payment-port';

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

/** A provider failure answers 502 PROVIDER_ERROR with the provider's message (contract §1). */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeError) throw new AppError('PROVIDER_ERROR', error.message);
    throw error;
  }
}

const toIntent = (intent: Stripe.PaymentIntent, accountId: string): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  accountId,
  amountCents: intent.amount,
  applicationFeeCents: intent.application_fee_amount ?? 0,
  currency: intent.currency,
  status: intent.status as PaymentIntentStatus,
  orderId: intent.metadata?.orderId ?? null,
});

/** What a Stripe account says of its connection (also read from `account.updated` events). */
export const stripeAccountStatus = (account: Stripe.Account): PaymentAccountStatus => ({
  connected: account.details_submitted === true,
  chargesEnabled: account.charges_enabled === true,
});

/**
 * The Stripe adapter (contract §11), through the official SDK. Intents are direct charges on the
 * merchant's connected account (the `Stripe-Account` header), with the order's service fee as the
 * platform's application fee; refunds give the fee back. Accounts are Connect Express; OAuth uses
 * STRIPE_CLIENT_ID. Every Stripe failure is a 502 PROVIDER_ERROR carrying Stripe's message.
 *
 * A full refund carries an idempotency key of its intent, so asking again replays the first
 * refund instead of failing (Stripe keeps keys 24 hours). The SDK adds its own keys to retried
 * requests.
 */
export function createStripePayments(config: StripeConfig, client = createStripeClient(config)): PaymentPort {
  const on = (accountId: string) => ({ stripeAccount: accountId });

  return {
    provider: 'stripe',
    publishableKey: config.publishableKey,

    createAccount: ({ merchantId, email }) =>
      provider(async () => {
        const account = await client.accounts.create({
          type: 'express',
          ...(email ? { email } : {}),
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { merchantId },
        });
        return { accountId: account.id };
      }),

    onboardingLink: (accountId, returnUrl) =>
      provider(async () => {
        const link = await client.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: returnUrl,
        });
        return { url: link.url };
      }),

    accountStatus: (accountId) =>
      provider(async () => stripeAccountStatus(await client.accounts.retrieve(accountId))),

    dashboardLink: (accountId) =>
      provider(async () => ({ url: (await client.accounts.createLoginLink(accountId)).url })),

    async exchangeOAuthCode(code) {
      if (!config.clientId) throw new AppError('PAYMENT_OAUTH_NOT_CONFIGURED');
      return provider(async () => {
        const token = await client.oauth.token({ grant_type: 'authorization_code', code });
        if (!token.stripe_user_id) throw new AppError('PROVIDER_ERROR', 'Stripe granted no account.');
        return { accountId: token.stripe_user_id };
      });
    },

    createIntent: (amountCents, currency, accountId, applicationFeeCents, orderId) =>
      provider(async () => {
        const intent = await client.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            ...(applicationFeeCents > 0 ? { application_fee_amount: applicationFeeCents } : {}),
            automatic_payment_methods: { enabled: true },
            metadata: { orderId },
          },
          on(accountId),
        );
        return toIntent(intent, accountId);
      }),

    updateIntent: (accountId, intentId, change) =>
      provider(async () => {
        const intent = await client.paymentIntents.update(
          intentId,
          {
            amount: change.amountCents,
            application_fee_amount: change.applicationFeeCents > 0 ? change.applicationFeeCents : '',
          },
          on(accountId),
        );
        return toIntent(intent, accountId);
      }),

    getIntent: (accountId, intentId) =>
      provider(async () => {
        try {
          return toIntent(await client.paymentIntents.retrieve(intentId, {}, on(accountId)), accountId);
        } catch (error) {
          if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
          throw error;
        }
      }),

    cancelIntent: (accountId, intentId) =>
      provider(async () => {
        const current = await client.paymentIntents.retrieve(intentId, {}, on(accountId));
        if (current.status === 'canceled') return toIntent(current, accountId);
        return toIntent(await client.paymentIntents.cancel(intentId, {}, on(accountId)), accountId);
      }),

    refund: (accountId, intentId, amountCents) =>
      provider(async () => {
        const refund = await client.refunds.create(
          {
            payment_intent: intentId,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
            refund_application_fee: true,
          },
          // A full refund is asked for once: a retry (a webhook delivered again) replays the first.
          amountCents === undefined
            ? { ...on(accountId), idempotencyKey: `refund-${intentId}-full` }
            : on(accountId),
        );
        return { id: refund.id, amountCents: refund.amount };
      }),
  };
}
