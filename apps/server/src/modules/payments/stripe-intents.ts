import Stripe from 'stripe';
import type {
  PaymentIntent,
  PaymentIntentOperations,
  PaymentIntentStatus,
  PaymentRefund,
} from './payment-port';
import { on, provider } from './stripe-client';

/** The metadata key of Perkdesk's refund id: how a refund seen at Stripe is matched to its record. */
const REFUND_KEY = 'perkdeskRefundId';

const toRefund = (refund: Stripe.Refund): PaymentRefund => ({
  id: refund.id,
  amountCents: refund.amount,
  key: refund.metadata?.[REFUND_KEY] ?? null,
});

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

/**
 * Direct charges on the merchant's connected account, with the order's service fee as the
 * platform's application fee; refunds give the fee back.
 */
export function createStripeIntents(client: Stripe): PaymentIntentOperations {
  return {
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

    // A refund carries an idempotency key: Perkdesk's refund id, or for a full refund without one
    // a key of its intent, so a retry (a webhook delivered again) replays the first refund instead
    // of making another (Stripe keeps keys 24 hours).
    refund: (accountId, intentId, amountCents, options = {}) =>
      provider(async () => {
        const key = options.idempotencyKey ?? (amountCents === undefined ? `refund-${intentId}-full` : null);
        const refund = await client.refunds.create(
          {
            payment_intent: intentId,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
            refund_application_fee: true,
            ...(options.idempotencyKey
              ? { metadata: { [REFUND_KEY]: options.idempotencyKey, reason: options.reason ?? '' } }
              : {}),
          },
          key ? { ...on(accountId), idempotencyKey: key } : on(accountId),
        );
        return toRefund(refund);
      }),

    listRefunds: (accountId, intentId) =>
      provider(async () => {
        const page = await client.refunds.list({ payment_intent: intentId, limit: 100 }, on(accountId));
        return page.data.map(toRefund);
      }),
  };
}
