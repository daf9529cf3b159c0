import { paymentWebhookAnswerSchema } from '@perkdesk/contracts';
import Stripe from 'stripe';
import type { AppInstance } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import { processWebhookEvent, type WebhookDeps } from './webhook-dispatch';

export type { PaymentEventHandler } from './webhook-dispatch';

/**
 * `POST /api/payments/webhook` (contract §11, public): Stripe's events, verified with
 * STRIPE_WEBHOOK_SECRET over the raw body (so this route, alone, keeps its body unparsed), each
 * processed exactly once (webhook-dispatch.ts). `payment_intent.succeeded` runs `paid`;
 * `charge.refunded` records refunds; `account.updated` refreshes the connection flags;
 * `checkout.session.completed` and `customer.subscription.*` keep the merchant's copies. Other
 * events are acknowledged and ignored. Exists only with Stripe.
 */
export function paymentsWebhookRoutes(
  app: AppInstance,
  deps: WebhookDeps & { webhookSecret: string | null },
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
      {
        config: { access: 'public' },
        schema: {
          operationId: 'receivePaymentWebhook',
          summary: "Receive the payment provider's events",
          response: { 200: paymentWebhookAnswerSchema },
        },
      },
      async (request) => {
        await processWebhookEvent(deps, verify(request.body, request.headers['stripe-signature']));
        return { received: true };
      },
    );
  });
}
