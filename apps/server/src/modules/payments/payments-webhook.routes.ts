import { paymentWebhookAnswerSchema } from '@perkdesk/contracts';
import Stripe from 'stripe';
import type { AppInstance } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import type { PaymentAccountService } from './payments.service';
import { stripeAccountStatus } from './stripe-payments';

/** A card payment the provider reports as succeeded: the order it pays is then marked paid. */
export type PaymentSucceededHandler = (intent: {
  intentId: string;
  accountId: string | null;
}) => Promise<void>;

/**
 * `POST /api/payments/webhook` (contract §11, public): Stripe's events, verified with
 * STRIPE_WEBHOOK_SECRET over the raw body (so this route, alone, keeps its body unparsed).
 * `payment_intent.succeeded` runs `paid` idempotently; `account.updated` refreshes the account's
 * connection flags. Other events are acknowledged and ignored. Exists only with Stripe.
 */
export function paymentsWebhookRoutes(
  app: AppInstance,
  deps: {
    webhookSecret: string | null;
    accounts: PaymentAccountService;
    onPaymentSucceeded: PaymentSucceededHandler;
  },
) {
  const verify = (body: unknown, signature: string | string[] | undefined): Stripe.Event => {
    if (!deps.webhookSecret || typeof signature !== 'string' || !Buffer.isBuffer(body)) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    }
    try {
      return Stripe.webhooks.constructEvent(body, signature, deps.webhookSecret);
    } catch {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    }
  };

  app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them, whatever the content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/webhook',
      { config: { access: 'public' }, schema: { response: { 200: paymentWebhookAnswerSchema } } },
      async (request) => {
        const event = verify(request.body, request.headers['stripe-signature']);
        if (event.type === 'payment_intent.succeeded') {
          await deps.onPaymentSucceeded({ intentId: event.data.object.id, accountId: event.account ?? null });
        } else if (event.type === 'account.updated') {
          const account = event.data.object;
          await deps.accounts.refreshAccount(account.id, stripeAccountStatus(account));
        }
        return { received: true };
      },
    );
  });
}
