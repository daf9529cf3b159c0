import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { accountRoutes } from './accounts';
import { checkoutRoutes, completeCheckout, publicSession, publicSubscription } from './checkout';
import {
  FAKE_STRIPE_KEYS,
  type FakeAccount,
  type FakeIntent,
  type FakeRefund,
  type FakeRequest,
  type FakeSession,
  type FakeStripeState,
  type FakeSubscription,
} from './model';
import { confirmIntent, intentRoutes, publicIntent } from './payment-intents';
import { refundRoutes } from './refunds';
import { createFakeStripeServer, type FakeFault } from './server';
import { fakeId, StripeFailure } from './wire';

// A local stand-in for Stripe's API, for tests of the Stripe adapter through the official SDK
// (STRIPE_API_HOST/PORT/PROTOCOL point the SDK here). It implements just the endpoints the adapter
// calls. The test drives what a browser and Stripe would do through `completeOnboarding`, `pay`
// and `webhook`.

export type {
  FakeAccount,
  FakeIntent,
  FakeRefund,
  FakeRequest,
  FakeSession,
  FakeSubscription,
} from './model';
export { FAKE_STRIPE_KEYS } from './model';
export { parseForm } from './wire';

export interface FakeStripe {
  url: string;
  /** createTestApp env: the Stripe adapter, pointed here. */
  env: Record<string, string>;
  accounts: Map<string, FakeAccount>;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  requests: FakeRequest[];
  /** What a merchant finishing Stripe's onboarding does. */
  completeOnboarding(accountId: string): void;
  /** What Stripe.js does with the client secret: the card succeeds, or is declined. */
  pay(clientSecret: string, outcome?: 'succeeded' | 'declined'): FakeIntent;
  /** The next `count` answers to `method path` are lost after the work is done. */
  loseAnswers(method: string, path: string, count: number): void;
  /** A refund made in Stripe's dashboard, outside Perkdesk (no metadata, no key). */
  refundInDashboard(intentId: string, amount: number): FakeRefund;
  /** What the merchant paying on Stripe's checkout page does: the session completes. */
  completeCheckout(sessionId: string): FakeSession;
  /** Stripe-shaped objects for webhooks: a session, a subscription, the charge of an intent. */
  sessionObject(sessionId: string): unknown;
  subscriptionObject(subscriptionId: string): unknown;
  chargeObject(intentId: string): unknown;
  /** A signed webhook delivery: the raw body and its Stripe-Signature header; `created` in seconds. */
  webhook(
    type: string,
    object: unknown,
    account?: string | null,
    created?: number,
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const state: FakeStripeState = {
    accounts: new Map(),
    intents: new Map(),
    refunds: [],
    customers: new Map(),
    prices: new Map(),
    products: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
  };
  // The AI-post plan STRIPE_AI_POSTS_PRICE_ID names.
  state.products.set('prod_fake_ai_posts', {
    id: 'prod_fake_ai_posts',
    object: 'product',
    name: 'AI Posts Pro',
  });
  state.prices.set(FAKE_STRIPE_KEYS.aiPostsPriceId, {
    id: FAKE_STRIPE_KEYS.aiPostsPriceId,
    object: 'price',
    unit_amount: 2499,
    currency: 'cad',
    nickname: null,
    recurring: { interval: 'month', interval_count: 1 },
    product: 'prod_fake_ai_posts',
  });
  const { accounts, intents, refunds } = state;
  const requests: FakeRequest[] = [];
  const routes = [
    ...accountRoutes(state),
    ...intentRoutes(state),
    ...refundRoutes(state),
    ...checkoutRoutes(state),
  ];
  const faults: FakeFault[] = [];
  const server = createFakeStripeServer(routes, requests, faults);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_CLIENT_ID: FAKE_STRIPE_KEYS.clientId,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_AI_POSTS_PRICE_ID: FAKE_STRIPE_KEYS.aiPostsPriceId,
    },
    accounts,
    intents,
    refunds,
    sessions: state.sessions,
    subscriptions: state.subscriptions,
    requests,
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      account.details_submitted = true;
      account.charges_enabled = true;
    },
    pay(clientSecret, outcome = 'succeeded') {
      const intent = [...intents.values()].find((candidate) => candidate.client_secret === clientSecret);
      if (!intent) throw new Error(`no fake intent with secret ${clientSecret}`);
      try {
        confirmIntent(intent, outcome === 'declined' ? 'pm_card_chargeDeclined' : 'pm_card_visa');
      } catch (error) {
        if (!(error instanceof StripeFailure) || outcome !== 'declined') throw error;
      }
      return intent;
    },
    loseAnswers: (method, path, count) => void faults.push({ method, path, remaining: count }),
    refundInDashboard(intentId, amount) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no fake intent ${intentId}`);
      intent.refunded += amount;
      const refund: FakeRefund = {
        id: fakeId('re'),
        object: 'refund',
        amount,
        payment_intent: intentId,
        status: 'succeeded',
        refund_application_fee: false,
        metadata: {},
        account: intent.account,
      };
      refunds.push(refund);
      return refund;
    },
    completeCheckout: (sessionId) => completeCheckout(state, sessionId),
    sessionObject(sessionId) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      return publicSession(session);
    },
    subscriptionObject(subscriptionId) {
      const subscription = state.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no fake subscription ${subscriptionId}`);
      return publicSubscription(state, subscription);
    },
    chargeObject(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no fake intent ${intentId}`);
      return {
        id: `ch_${intent.id}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: intent.refunded,
        refunded: intent.refunded >= intent.amount,
        payment_intent: intent.id,
      };
    },
    webhook(type, object, account = null, created = Math.floor(Date.now() / 1000)) {
      const payload = JSON.stringify({
        id: fakeId('evt'),
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        ...(account ? { account } : {}),
        data: {
          object:
            object && typeof object === 'object' && 'account' in object
              ? publicIntent(object as FakeIntent)
              : object,
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: FAKE_STRIPE_KEYS.webhookSecret,
      });
      return { payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
