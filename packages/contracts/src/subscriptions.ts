import { z } from 'zod';
import { emptyAsNull, httpUrlSchema } from './common';
import { merchantProfileUpdateSchema } from './merchant-profile';

// The AI-post subscription (contract §11 Routes and Clarifications): checkout sessions, the
// provider's customer, subscriptions. Form routes also take JSON (§1).

export const SUBSCRIPTION_MESSAGES = {
  successUrl: 'successURL must be an http or https URL.',
  subscriptionId: 'subscriptionId is required.',
  customerId: 'customerId must be at most 255 characters.',
} as const;

/** A provider id in a form or JSON body: `""` means none (§11 Clarifications). */
const optionalProviderId = (message: string) =>
  emptyAsNull(z.string({ error: message }).trim().max(255, message));

/** `POST /api/merchants/create-session` (form or JSON). `successURL` must be on APP_ORIGIN (checked by the server). */
export const createSessionBodySchema = z.object({
  customerId: optionalProviderId(SUBSCRIPTION_MESSAGES.customerId),
  successURL: httpUrlSchema(SUBSCRIPTION_MESSAGES.successUrl),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** `{id, url}`: the checkout page; in the sandbox, the success URL with `session_id` added. */
export const checkoutSessionLinkSchema = z.object({ id: z.string(), url: z.string() });
export type CheckoutSessionLink = z.infer<typeof checkoutSessionLinkSchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;

/** `GET /api/merchants/get-session-data/{sessionId}`: the merchant's own sessions only. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
});
export type CheckoutSessionData = z.infer<typeof checkoutSessionSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.string().max(255) });
export const customerIdParamsSchema = z.object({ customerId: z.string().max(255) });

/** `GET /api/merchants/get-customer/{customerId}` */
export const paymentCustomerSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type PaymentCustomerView = z.infer<typeof paymentCustomerSchema>;

/**
 * A subscription (§11): `status` in the provider's words (`active`, `past_due`, `canceled`…),
 * `currentPeriodEnd` an instant, `amount` in dollars per period.
 */
export const paymentSubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string(),
  planName: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type PaymentSubscriptionView = z.infer<typeof paymentSubscriptionSchema>;
export const paymentSubscriptionListSchema = z.array(paymentSubscriptionSchema);

/**
 * `DELETE /api/merchants/cancel-subscription`, `POST /api/merchants/resume-subscription`: form (or
 * JSON) `subscriptionId`. A request without a body misses it like one with an empty body.
 */
export const subscriptionIdBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    subscriptionId: z
      .string({ error: SUBSCRIPTION_MESSAGES.subscriptionId })
      .trim()
      .min(1, SUBSCRIPTION_MESSAGES.subscriptionId)
      .max(255, SUBSCRIPTION_MESSAGES.subscriptionId),
  }),
);

/**
 * `POST /api/merchants/profile` as the server reads it: the partial profile plus
 * `paymentCustomerId`, which must come from one of the merchant's own completed checkout sessions
 * (404 otherwise); `""` or null clears it.
 */
export const merchantProfileSaveSchema = merchantProfileUpdateSchema.extend({
  paymentCustomerId: optionalProviderId(SUBSCRIPTION_MESSAGES.customerId),
});
export type MerchantProfileSave = z.infer<typeof merchantProfileSaveSchema>;
