import type { PaymentProvider } from '@perkdesk/contracts';

// The card payment provider (contract §11 Payment port): Stripe when STRIPE_SECRET_KEY is set,
// otherwise the built-in sandbox. Each group of operations is its own interface; PaymentPort is
// their union, so intents and subscriptions extend it by adding an interface to the list.

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

export interface PaymentPort extends PaymentAccountOperations {
  readonly provider: PaymentProvider;
  /** The key the client-side library needs (Stripe.js); null for the sandbox. */
  readonly publishableKey: string | null;
}
