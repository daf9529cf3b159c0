// The fake's records: Stripe-shaped JSON, plus the connected account an intent or refund lives on.

export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  details_submitted: boolean;
  charges_enabled: boolean;
  metadata: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  application_fee_amount: number | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
  /** Not Stripe's: the connected account the intent lives on (the Stripe-Account header). */
  account: string | null;
  refunded: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  refund_application_fee: boolean;
  metadata: Record<string, string>;
  account: string | null;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
}

export interface FakePrice {
  id: string;
  object: 'price';
  unit_amount: number;
  currency: string;
  nickname: string | null;
  recurring: { interval: string; interval_count: number };
  /** The product's id; expanded to the product when asked. */
  product: string;
}

export interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  url: string;
  success_url: string;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  /** Not Stripe's: what the session sells and the subscription's metadata. */
  price: string;
  subscriptionMetadata: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  created: number;
  /** Not Stripe's shape: the single item's price and period (rendered as `items`). */
  price: string;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fake_perkdesk',
  publishableKey: 'pk_test_fake_perkdesk',
  webhookSecret: 'whsec_fake_perkdesk',
  clientId: 'ca_fake_perkdesk',
  aiPostsPriceId: 'price_fake_ai_posts',
};

/** What the fake holds: the tests read it directly. */
export interface FakeStripeState {
  accounts: Map<string, FakeAccount>;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  customers: Map<string, FakeCustomer>;
  prices: Map<string, FakePrice>;
  products: Map<string, FakeProduct>;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
}

/** One endpoint: its answer, or a thrown StripeFailure. */
export interface FakeRoute {
  method: string;
  pattern: RegExp;
  handle: (match: RegExpMatchArray, body: Record<string, unknown>, account: string | null) => unknown;
}
