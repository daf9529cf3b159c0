import type { Violation } from '@perkdesk/contracts';
import { ERROR_MESSAGES } from '@perkdesk/contracts';

/** Every error code the server answers with, and its HTTP status. The error handler maps only these. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  ENTITY_DELETED: 400,
  INVALID_STATUS: 400,
  STORE_NOT_ACCEPTING_ORDERS: 400,
  STORE_HAS_ACTIVE_ORDERS: 400,
  DELIVERY_RULE_NOT_UNIQUE: 400,
  DELIVERY_RULE_ZERO_MINIMUM_REQUIRED: 400,
  DELIVERY_NOT_OFFERED: 400,
  DELIVERY_RULE_NOT_FOUND: 404,
  NAME_TAKEN: 400,
  GROUP_EMPTY: 400,
  ADDON_LAST_GROUP: 400,
  ORDERS_IN_PROGRESS: 400,
  // Promotions (contract §6).
  TYPE_MISMATCH: 400,
  PROMOTION_INVALID: 400,
  // The cart's promotions (contract §8).
  COUPON_INVALID: 400,
  PROMOTION_NOT_APPLICABLE: 400,
  // Orders and payments (contract §7, §9, §11).
  CART_EMPTY: 400,
  STORE_CLOSED: 400,
  GLOBAL_POINTS_INVALID_AMOUNT: 400,
  GLOBAL_POINTS_OVER_MAXIMUM: 400,
  GLOBAL_POINTS_INSUFFICIENT: 400,
  SERVE_OPTION_UNAVAILABLE: 400,
  PHONE_REQUIRED: 400,
  PAYMENT_NOT_COMPLETED: 400,
  ORDER_NOT_CANCELABLE: 400,
  ORDER_NOT_PAID: 400,
  ORDER_IN_PROCESS: 400,
  ITEM_UNAVAILABLE: 400,
  // Loyalty (contract §9 Concurrency, §10).
  INSUFFICIENT_PUNCHES: 400,
  INSUFFICIENT_POINTS: 400,
  MERCHANT_POINTS_INVALID_AMOUNT: 400,
  MERCHANT_POINTS_INSUFFICIENT: 400,
  // Ratings (contract §12 Events).
  ALREADY_RATED: 400,
  ORDER_NOT_COMPLETED: 400,
  PAYMENT_OAUTH_NOT_CONFIGURED: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  // Subscriptions and refunds (contract §11; docs/payments-and-refunds.md).
  SUBSCRIPTIONS_NOT_CONFIGURED: 400,
  ORDER_NOT_REFUNDABLE: 400,
  REFUND_EXCEEDS_REMAINING: 400,
  IDEMPOTENCY_KEY_REUSED: 400,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  BAD_CREDENTIALS: 400,
  ACCOUNT_NOT_ACTIVATED: 400,
  ACCOUNT_ALREADY_ACTIVE: 400,
  ACTIVATION_TOKEN_INVALID: 400,
  ACTIVATION_TOKEN_EXPIRED: 400,
  RESET_TOKEN_INVALID: 400,
  RESET_TOKEN_EXPIRED: 400,
  RESET_TOKEN_USED: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A refusal the client is meant to read: the handler turns it into the contract's error body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly violations?: Violation[],
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND');

/**
 * The same refusal answered with another status: `DELIVERY_RULE_NOT_FOUND` is 404 on a delivery
 * quote but 400 at confirm (contract §4 Selection).
 */
export function withStatus(error: AppError, status: number): AppError {
  Object.defineProperty(error, 'status', { value: status });
  return error;
}

export const validationFailed = (violations: Violation[]) =>
  new AppError('VALIDATION_FAILED', violations[0]?.message ?? 'Validation failed.', violations);
