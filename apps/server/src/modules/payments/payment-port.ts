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
  /** Refunds a paid intent: in full without `amountCents`, which asked again refunds nothing more. */
  refund(accountId: string, intentId: string, amountCents?: number): Promise<PaymentRefund>;
}

export interface PaymentPort extends PaymentAccountOperations, PaymentIntentOperations {
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
