import { DELIVERY_RULE_MESSAGES } from '@perkdesk/domain';
import { z } from 'zod';
import { LOYALTY_MESSAGES } from './loyalty';

/** One failed field: its path (such as `address.city`) and the first failed rule's message. */
export const violationSchema = z.object({ field: z.string(), message: z.string() });
export type Violation = z.infer<typeof violationSchema>;

/** The body of every 4xx and 5xx answer (contract §1). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  violations: z.array(violationSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_MESSAGES = {
  INTERNAL_ERROR: 'Server internal error.',
  SERVICE_UNAVAILABLE: 'Service is unavailable. Please try again later',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  UNAUTHORIZED: 'Unauthorized',
  TOKEN_EXPIRED: 'Token expired',
  FORBIDDEN: 'Forbidden',
  BAD_REQUEST: 'Bad request.',
  TOO_MANY_REQUESTS: 'Too many requests. Try again later.',
  TOKEN_INVALID: 'Invalid token',
  PAYLOAD_TOO_LARGE: 'Payload too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type.',
  // Account refusals (contract §2), verbatim.
  BAD_CREDENTIALS: 'Bad credentials',
  ACCOUNT_NOT_ACTIVATED: 'Account is not activated.',
  ACCOUNT_ALREADY_ACTIVE: 'Account is already active.',
  ACTIVATION_TOKEN_INVALID: 'Invalid activation link.',
  ACTIVATION_TOKEN_EXPIRED: 'Activation link has expired.',
  RESET_TOKEN_INVALID: 'This reset link is invalid.',
  RESET_TOKEN_EXPIRED: 'This reset link has expired.',
  RESET_TOKEN_USED: 'This reset link has already been used.',
  ENTITY_DELETED: 'This item has been deleted.',
  // Stores and delivery (contract §4), verbatim; the delivery-rule texts are spec 2 §8's.
  INVALID_STATUS: 'Invalid Status',
  STORE_NOT_ACCEPTING_ORDERS: 'The store is not accepting orders.',
  STORE_HAS_ACTIVE_ORDERS: 'The store has orders in progress.',
  DELIVERY_RULE_NOT_UNIQUE: DELIVERY_RULE_MESSAGES.notUnique,
  DELIVERY_RULE_ZERO_MINIMUM_REQUIRED: DELIVERY_RULE_MESSAGES.zeroMinimumRequired,
  DELIVERY_NOT_OFFERED: 'Delivery is not available for this store.',
  DELIVERY_RULE_NOT_FOUND: 'No matching delivery rule found.',
  // Catalogue (contract §5); categories answer with their own text.
  NAME_TAKEN: 'Name already exists',
  GROUP_EMPTY: 'The group has no products.',
  ADDON_LAST_GROUP: 'At least one group is required',
  // Payments (contract §11).
  ORDERS_IN_PROGRESS: 'Orders in progress must be finished first.',
  PAYMENT_OAUTH_NOT_CONFIGURED: 'Connecting a payment account by OAuth is not configured.',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is not valid.',
  // Subscriptions and refunds (contract §11; docs/payments-and-refunds.md): the contract gives no texts.
  SUBSCRIPTIONS_NOT_CONFIGURED: 'Subscriptions are not configured.',
  ORDER_NOT_REFUNDABLE: 'Only a completed order can be refunded.',
  REFUND_EXCEEDS_REMAINING: 'The refund is more than the amount not yet refunded.',
  // Orders (contract §7, §9), verbatim; ITEM_UNAVAILABLE names the item (itemUnavailableMessage).
  CART_EMPTY: 'Your cart is empty.',
  STORE_CLOSED: 'The store is closed now.',
  GLOBAL_POINTS_INVALID_AMOUNT: 'Invalid amount of Global Point used',
  GLOBAL_POINTS_OVER_MAXIMUM: 'Global Point is more than Maximum for this case',
  GLOBAL_POINTS_INSUFFICIENT: 'User does not have enough Global Points!',
  SERVE_OPTION_UNAVAILABLE: 'This serve option is not available for this store.',
  PHONE_REQUIRED: 'A phone number is required for delivery.',
  PAYMENT_NOT_COMPLETED: 'The payment is not completed.',
  ORDER_NOT_CANCELABLE: 'The order can no longer be canceled.',
  // Loyalty (contract §9 Concurrency, §10), verbatim.
  ...LOYALTY_MESSAGES,
  // Ratings (contract §12 Events): ALREADY_RATED verbatim; the contract gives no code or text for the other.
  ALREADY_RATED: 'This order has already been rated.',
  ORDER_NOT_COMPLETED: 'Only a completed order can be rated.',
  // Idempotency-Key (checkout, confirm, paid): the contract is silent; these are ours.
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used with another request.',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'A request with this Idempotency-Key is still in progress.',
} as const;

/** `ITEM_UNAVAILABLE` (contract §9 Re-checks) names the item that is gone. */
export const itemUnavailableMessage = (name: string) =>
  `${name} is no longer available and we have to cancel the order. Please order again!`;

/** The login's own 429 text (contract §2), which differs from the generic one. */
export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Try again later.';

/**
 * Turns zod issues into contract violations: one per field, carrying its first failed rule.
 * Rules marked `params.everyRule` (the password policy) keep one violation per failed rule,
 * because the registration page lists the rules a password breaks.
 */
/** A violation's field as the contract writes it: `item.addons[1].quantity`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) =>
      typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key),
    '',
  );
}

export function toViolations(
  issues: readonly { path: readonly PropertyKey[]; message: string; params?: unknown }[],
) {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const issue of issues) {
    const field = fieldPath(issue.path);
    const everyRule = (issue.params as { everyRule?: boolean } | undefined)?.everyRule === true;
    if (!everyRule && seen.has(field)) continue;
    seen.add(field);
    violations.push({ field, message: issue.message });
  }
  return violations;
}
