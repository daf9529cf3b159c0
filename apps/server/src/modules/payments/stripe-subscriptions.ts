import type Stripe from 'stripe';
import { AppError, notFound } from '../../lib/app-error';
import type {
  CheckoutSession,
  CheckoutSessionStatus,
  PaymentSubscription,
  PaymentSubscriptionOperations,
} from './payment-port';
import { orNull, provider } from './stripe-client';
import { withSessionId } from './success-url';

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const SESSION_STATUSES: readonly string[] = ['open', 'complete', 'expired'];

export const toSession = (session: Stripe.Checkout.Session): CheckoutSession => ({
  id: session.id,
  url: session.url,
  status: (SESSION_STATUSES.includes(session.status ?? '')
    ? session.status
    : 'open') as CheckoutSessionStatus,
  customerId: idOf(session.customer),
  subscriptionId: idOf(session.subscription),
});

/** The plan's name: the price's product when expanded, else its nickname. */
function planNameOf(price: Stripe.Price): string {
  const product = price.product;
  if (typeof product === 'object' && !('deleted' in product && product.deleted)) return product.name;
  return price.nickname ?? (typeof product === 'string' ? product : 'Subscription');
}

/** A Stripe subscription in the port's words (its single item carries the price and the period). */
export function toPaymentSubscription(subscription: Stripe.Subscription): PaymentSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
    planName: item ? planNameOf(item.price) : 'Subscription',
    amountCents: item?.price.unit_amount ?? 0,
    currency: item?.price.currency ?? 'cad',
  };
}

const EXPAND = ['items.data.price.product'];

/**
 * Checkout in subscription mode for the AI-post price (STRIPE_AI_POSTS_PRICE_ID); the merchant
 * id goes with the session and its subscription, so webhooks name their merchant.
 */
export function createStripeSubscriptions(
  client: Stripe,
  priceId: string | null,
): PaymentSubscriptionOperations {
  const update = (subscriptionId: string, cancelAtPeriodEnd: boolean) =>
    provider(async () => {
      const updated = await orNull(() =>
        client.subscriptions.update(subscriptionId, {
          cancel_at_period_end: cancelAtPeriodEnd,
          expand: EXPAND,
        }),
      );
      if (!updated) throw notFound();
      return toPaymentSubscription(updated);
    });

  return {
    async getPlan() {
      if (!priceId) throw new AppError('SUBSCRIPTIONS_NOT_CONFIGURED');
      return provider(async () => {
        const price = await client.prices.retrieve(priceId, { expand: ['product'] });
        return {
          name: planNameOf(price),
          amountCents: price.unit_amount ?? 0,
          currency: price.currency,
          interval: price.recurring?.interval ?? 'month',
        };
      });
    },

    async createCheckoutSession(input) {
      if (!priceId) throw new AppError('SUBSCRIPTIONS_NOT_CONFIGURED');
      return provider(async () => {
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: withSessionId(input.successUrl, '{CHECKOUT_SESSION_ID}'),
          cancel_url: input.cancelUrl,
          client_reference_id: input.merchantId,
          metadata: { merchantId: input.merchantId },
          subscription_data: { metadata: { merchantId: input.merchantId } },
          ...(input.customerId
            ? { customer: input.customerId }
            : input.email
              ? { customer_email: input.email }
              : {}),
        });
        if (!session.url) throw new AppError('PROVIDER_ERROR', 'Stripe gave no checkout page.');
        return { ...toSession(session), url: session.url };
      });
    },

    getCheckoutSession: (sessionId) =>
      provider(async () => {
        const session = await orNull(() => client.checkout.sessions.retrieve(sessionId));
        return session && toSession(session);
      }),

    getCustomer: (customerId) =>
      provider(async () => {
        const customer = await orNull(() => client.customers.retrieve(customerId));
        if (!customer || customer.deleted) return null;
        return { id: customer.id, email: customer.email ?? null, name: customer.name ?? null };
      }),

    listSubscriptions: (customerId) =>
      provider(async () => {
        const page = await client.subscriptions.list({
          customer: customerId,
          limit: 100,
          expand: [`data.${EXPAND[0]}`],
        });
        return page.data.map(toPaymentSubscription);
      }),

    cancelSubscription: (subscriptionId) => update(subscriptionId, true),
    resumeSubscription: (subscriptionId) => update(subscriptionId, false),
  };
}
