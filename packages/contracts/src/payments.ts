import { z } from 'zod';
import { httpUrlSchema } from './common';

// Payment account connection (contract §11 Routes, §4 Visibility), the provider's webhook and
// the sandbox's card payment (§12 Testing support) and the sandbox's dashboard. Subscriptions are in
// subscriptions.ts.

export const PAYMENT_MESSAGES = {
  returnUrl: 'returnUrl must be an http or https URL.',
  /** A return or success URL must lead back to the app (compared by parsed origin, §11 Clarifications). */
  appOrigin: 'The URL must be on the app’s own origin.',
} as const;

/** `GET /api/accounts/onboarding-link?returnUrl`: where the provider sends the merchant back. */
export const onboardingLinkQuerySchema = z.object({ returnUrl: httpUrlSchema(PAYMENT_MESSAGES.returnUrl) });

/** `POST /api/accounts/user/stripe/connect/{authCode}` */
export const connectParamsSchema = z.object({ authCode: z.string().trim().min(1).max(500) });

/** A provider page for the merchant (onboarding, dashboard). */
export const paymentLinkSchema = z.object({ url: z.string() });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** `{connected}`: the answer of connect and disconnect. */
export const paymentConnectionSchema = z.object({ connected: z.boolean() });
export type PaymentConnection = z.infer<typeof paymentConnectionSchema>;

export const paymentProviderSchema = z.enum(['stripe', 'sandbox']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** `GET /api/payments/config`: which provider runs, and the key its client-side library needs. */
export const paymentConfigSchema = z.object({
  provider: paymentProviderSchema,
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** `POST /api/payments/webhook`: the event was verified and handled. */
export const paymentWebhookAnswerSchema = z.object({ received: z.boolean() });

/** `POST /api/testing-support/payment-intent/confirm/{clientSecret}[/{cardId}]` (sandbox only). */
export const sandboxConfirmParamsSchema = z.object({
  clientSecret: z.string().trim().min(1).max(255),
  cardId: z.string().trim().max(255).optional(),
});
/** `?outcome=declined` keeps the intent `requires_payment_method`, as a declined card does. */
export const sandboxConfirmQuerySchema = z.object({
  outcome: z.enum(['succeeded', 'declined']).default('succeeded'),
});
export const sandboxConfirmAnswerSchema = z.object({ status: z.string() });

/** A charge of the sandbox dashboard: one intent on the account, amounts in dollars. */
export const sandboxChargeSchema = z.object({
  intentId: z.string(),
  orderId: z.string().nullable(),
  amount: z.number(),
  applicationFee: z.number(),
  /** How much of it was refunded. */
  refunded: z.number(),
  /** The intent's status: requires_payment_method, succeeded or canceled. */
  status: z.string(),
  createdAt: z.string(),
});

/** A refund of the sandbox dashboard, in dollars. */
export const sandboxRefundSchema = z.object({
  id: z.string(),
  intentId: z.string(),
  orderId: z.string().nullable(),
  amount: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * `GET /api/payments/sandbox/dashboard` (M, sandbox only): the caller's sandbox account, what
 * the provider's dashboard would show. `balance` is what the account keeps: charges succeeded,
 * less the platform's fees and the refunds (a refund gives its share of the fee back). Newest
 * first, at most 100 of each.
 */
export const sandboxDashboardSchema = z.object({
  accountId: z.string(),
  balance: z.number(),
  charges: z.array(sandboxChargeSchema),
  refunds: z.array(sandboxRefundSchema),
});
export type SandboxDashboard = z.infer<typeof sandboxDashboardSchema>;
