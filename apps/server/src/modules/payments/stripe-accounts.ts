import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { PaymentAccountOperations, PaymentAccountStatus } from './payment-port';
import { provider } from './stripe-client';

/** What a Stripe account says of its connection (also read from `account.updated` events). */
export const stripeAccountStatus = (account: Stripe.Account): PaymentAccountStatus => ({
  connected: account.details_submitted === true,
  chargesEnabled: account.charges_enabled === true,
});

/** Connect Express accounts; OAuth uses STRIPE_CLIENT_ID. */
export function createStripeAccounts(config: StripeConfig, client: Stripe): PaymentAccountOperations {
  return {
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
  };
}
