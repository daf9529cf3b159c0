import type { PaymentProvider } from '@perkdesk/contracts';

// The card payment provider (contract §11 Payment port): Stripe when STRIPE_SECRET_KEY is set,
// otherwise the built-in sandbox. Each group of operations is its own interface; PaymentPort is
// their union, so subscriptions extend it by adding an interface to the list.

/** What the provider says of a connected account. */
export interface PaymentAccountStatus {
  /** Onboarding (or OAuth) is complete: the account is the merchant's. */
  connected: boolean;
  /** The account can take card payments. */
  chargesEnabled: boolean;
}

/** Connected accounts: onboarding, OAuth connect, status and the provider's dashboard. */
export interface PaymentAccountOperations {
  /** A new connected account for the merchant; returns the provider's account id. */
  createAccount(input: { merchantId: string; email: string | null }): Promise<{ accountId: string }>;
  /** The provider page that onboards the account, sending the merchant back to `returnUrl`. */
  onboardingLink(accountId: string, returnUrl: string): Promise<{ url: string }>;
  accountStatus(accountId: string): Promise<PaymentAccountStatus>;
  /** The provider page where the merchant manages the account. */
  dashboardLink(accountId: string): Promise<{ url: string }>;
  /** Turns an OAuth authorisation code into the id of the account it grants. */
  exchangeOAuthCode(code: string): Promise<{ accountId: string }>;
}

/**
 * An intent's state, in the provider's words. The sandbox uses only requires_payment_method,
 * succeeded and canceled; Stripe may also report the steps in between.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A card payment of one order, on the merchant's connected account (a direct charge). */
export interface PaymentIntent {
  id: string;
  /** What the client-side library confirms the payment with. */
  clientSecret: string;
  /** The connected account the charge is made on. */
  accountId: string;
  amountCents: number;
  /** The platform's application fee: the order's service fee (contract §9). */
  applicationFeeCents: number;
  currency: string;
  status: PaymentIntentStatus;
  /** The order it pays, as given at creation. */
  orderId: string | null;
}

export interface PaymentRefund {
  id: string;
  amountCents: number;
  /** The idempotency key it was made with (Perkdesk's refund id), when one was given. */
  key: string | null;
}

/** What a refund carries besides its amount. */
export interface RefundOptions {
  /** Asked again with the same key, the provider answers the first refund instead of making another. */
  idempotencyKey?: string;
  /** The merchant's reason, kept with the refund (Stripe: in its metadata). */
  reason?: string;
}

/**
 * Card payments (contract §11 Intents). Every operation names the connected account, since the
 * intents are direct charges made on it. Card payments are captured in full; refunds give the
 * application fee back too.
 */
export interface PaymentIntentOperations {
  /** A new intent for `amountCents` on `accountId`, with `applicationFeeCents` for the platform. */
  createIntent(
    amountCents: number,
    currency: 'cad',
    accountId: string,
    applicationFeeCents: number,
    orderId: string,
  ): Promise<PaymentIntent>;
  /** Changes the amount and fee of an intent not yet paid (confirming an order again). */
  updateIntent(
    accountId: string,
    intentId: string,
    change: { amountCents: number; applicationFeeCents: number },
  ): Promise<PaymentIntent>;
  /** The intent, or null when the provider does not know it. */
  getIntent(accountId: string, intentId: string): Promise<PaymentIntent | null>;
  /** Cancels an intent not yet paid; an intent already canceled stays so. */
  cancelIntent(accountId: string, intentId: string): Promise<PaymentIntent>;
  /**
   * Refunds a paid intent: in full without `amountCents`, which asked again refunds nothing more.
   * With `options.idempotencyKey`, the same key never refunds twice.
   */
  refund(
    accountId: string,
    intentId: string,
    amountCents?: number,
    options?: RefundOptions,
  ): Promise<PaymentRefund>;
  /** The refunds of an intent, as the provider has them. */
  listRefunds(accountId: string, intentId: string): Promise<PaymentRefund[]>;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

/** A subscription checkout (mode subscription, the AI-post price). */
export interface CheckoutSession {
  id: string;
  /** Where the merchant pays: the provider's page, or (sandbox) the success URL at once. */
  url: string | null;
  status: CheckoutSessionStatus;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface PaymentCustomer {
  id: string;
  email: string | null;
  name: string | null;
}

/** A subscription, in the provider's words: `active`, `past_due`, `canceled`… */
export interface PaymentSubscription {
  id: string;
  customerId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  planName: string;
  amountCents: number;
  currency: string;
}

/** What the AI-post subscription sells: a price per `interval` (`month`, `year`…). */
export interface PaymentPlan {
  name: string;
  amountCents: number;
  currency: string;
  interval: string;
}

/**
 * The AI-post subscription (contract §11 Subscriptions). Unknown ids answer null (or, for an
 * operation on a subscription, throw NOT_FOUND); the caller checks they are the merchant's.
 */
export interface PaymentSubscriptionOperations {
  /** The plan checkout sessions sell (the subscribe prompt shows its price). */
  getPlan(): Promise<PaymentPlan>;
  /**
   * A checkout session in subscription mode for the AI-post price. `successUrl` is the
   * merchant's, on APP_ORIGIN; the adapter adds `session_id` to its query. Without `customerId`
   * the provider makes a new customer with `email`.
   */
  createCheckoutSession(input: {
    merchantId: string;
    customerId: string | null;
    email: string | null;
    name: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession & { url: string }>;
  getCheckoutSession(sessionId: string): Promise<CheckoutSession | null>;
  getCustomer(customerId: string): Promise<PaymentCustomer | null>;
  /** The customer's subscriptions that have not ended. */
  listSubscriptions(customerId: string): Promise<PaymentSubscription[]>;
  /** Cancels at the end of the current period: the subscription stays active until then. */
  cancelSubscription(subscriptionId: string): Promise<PaymentSubscription>;
  /** Undoes a cancel at period end that has not happened yet. */
  resumeSubscription(subscriptionId: string): Promise<PaymentSubscription>;
}

export interface PaymentPort
  extends PaymentAccountOperations,
    PaymentIntentOperations,
    PaymentSubscriptionOperations {
  readonly provider: PaymentProvider;
  /** The key the client-side library needs (Stripe.js); null for the sandbox. */
  readonly publishableKey: string | null;
}

/** Only an intent in one of these may still be changed or canceled. */
export const OPEN_INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
