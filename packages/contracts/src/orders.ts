import { z } from 'zod';
import { phoneSchema } from './accounts';
import { addressResponseSchema, addressSchema } from './address';
import { appliedPromotionSchema, cartItemInputSchema, cartLineSchema } from './cart';
import {
  dateSchema,
  emptyAsNull,
  idSchema,
  moneyInputSchema,
  pathIdSchema,
  SERVE_TYPE_MESSAGE,
  serveTypeSchema,
} from './common';
import { appliedTaxSchema } from './taxes';
import { timeZoneSchema } from './time';

// Orders (contract §9; spec 1 §3 Order). Amounts are dollars with whole cents; the priced
// fields come from `priceCart` through `orderAmountsInDollars` in @perkdesk/domain.

/** Order status (contract §1 Enums). */
export const ORDER_STATUSES = ['CHECKOUT', 'CONFIRMED', 'PAID', 'COMPLETED', 'CANCELED', 'REFUNDED'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Serve status (contract §1 Enums); null means a new order. */
export const SERVE_STATUSES = [
  'ACCEPTED',
  'REJECTED',
  'PREPARING',
  'READY',
  'DELIVERING',
  'DELIVERED',
  'SERVED',
  'PICKUP',
] as const;
export const serveStatusSchema = z.enum(SERVE_STATUSES);
export type ServeStatus = z.infer<typeof serveStatusSchema>;

export const PAYMENT_METHODS = ['CARD', 'AT_STORE'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * The Order object (contract §9 Order object), as every caller sees it. Timestamps are
 * ISO-8601 instants, null until the event happens.
 */
export const orderSchema = z.object({
  // Identity.
  id: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  customerId: z.string(),
  // State: serveType is null before confirm; isPickup true for PICKUP, false for DINE_IN, else null.
  status: orderStatusSchema,
  serveStatus: serveStatusSchema.nullable(),
  serveType: serveTypeSchema.nullable(),
  isPickup: z.boolean().nullable(),
  // Payment: null until confirm.
  paymentMethod: paymentMethodSchema.nullable(),
  paymentCollected: z.boolean(),
  // Content: numberOfItems is Σ line quantities, add-ons excluded; items include picks and redeem lines.
  numberOfItems: z.number().int(),
  items: z.array(cartLineSchema),
  promotions: z.array(appliedPromotionSchema),
  // Amounts.
  subAmountProducts: z.number(),
  subAmount: z.number(),
  discountAmount: z.number(),
  appliedTaxes: z.array(appliedTaxSchema),
  taxAmount: z.number(),
  serviceFee: z.number(),
  globalPointsUsed: z.number().int(),
  globalPointsEquivalentAmount: z.number(),
  earnedGlobalPoints: z.number().int(),
  totalAmount: z.number(),
  // Delivery: deliveryPrice is 0 for non-delivery orders.
  deliveryAddress: addressResponseSchema.nullable(),
  deliveryDistance: z.number().nullable(),
  deliveryPrice: z.number(),
  deliveryAppliedTaxes: z.array(appliedTaxSchema),
  isDeliveryPriceTaxExempt: z.boolean(),
  // Merchant handling: minutes.
  preparingTime: z.number().int().nullable(),
  deliveringTime: z.number().int().nullable(),
  messageByMerchant: z.string().nullable(),
  // Timestamps.
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  lastUpdatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Why money went back: the merchant rejected or canceled the order, or refunded part of a completed one. */
export const REFUND_KINDS = ['REJECT', 'CANCEL', 'PARTIAL'] as const;
export const refundKindSchema = z.enum(REFUND_KINDS);
export type RefundKind = z.infer<typeof refundKindSchema>;

/** One refund of an order, in dollars (docs/payments-and-refunds.md). */
export const orderRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  kind: refundKindSchema,
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * The merchant's view adds the customer (for deliveries the phone is the delivery phone) and the
 * refunds, oldest first, with their sum.
 */
export const merchantOrderSchema = orderSchema.extend({
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  refunds: z.array(orderRefundSchema),
  refundedAmount: z.number(),
});
export type MerchantOrder = z.infer<typeof merchantOrderSchema>;

/**
 * The customer's view adds the store; while the order is CONFIRMED with a card amount due it
 * also carries `clientSecret` and `paymentAccountId`.
 */
export const customerOrderSchema = orderSchema.extend({
  storeName: z.string(),
  storeImages: z.array(z.string()),
  storePhone: z.string().nullable(),
  storeAddress: addressResponseSchema,
  storeTimeZone: timeZoneSchema,
  clientSecret: z.string().nullish(),
  paymentAccountId: z.string().nullish(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** GET /api/orders/store/{storeId}: the summary of an order. */
export const orderSummarySchema = orderSchema.pick({
  id: true,
  storeId: true,
  merchantId: true,
  status: true,
  serveStatus: true,
  serveType: true,
  isPickup: true,
  numberOfItems: true,
  totalAmount: true,
  paidAt: true,
  lastUpdatedAt: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * POST /api/orders/checkout. `toBeAppliedItems`, when present, replaces the cart's picks.
 * `globalPoints` is any number here: its rules (a multiple of 10,000, the maximum, the balance)
 * are business refusals with their own codes, checked by `priceCart`.
 */
export const checkoutBodySchema = z.object({
  storeId: idSchema,
  toBeAppliedItems: z.array(cartItemInputSchema.extend({ appliedPromotionId: idSchema })).nullish(),
  globalPoints: z.number().nullish(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

// The contract gives no texts for these; they are ours.
export const ORDER_MESSAGES = {
  serveType: SERVE_TYPE_MESSAGE,
  deliveryAddress: 'A delivery address is required.',
  deliveryDistance: 'Distance must be a number of 0 or more.',
  deliveryDistanceRequired: 'A delivery distance is required when the address has no location.',
  payAtStore: 'Paying at the store is for pick-up and dine-in orders only.',
  rejectMessage: 'Please provide a reject reason',
  rejectMessageLength: 'The reason must be at most 500 characters.',
  processingTime: 'Processing time must be 1 to 600 minutes.',
} as const;

/** `deliveryInfoDTO`: the client's `deliveryPrice` is ignored; the server picks the rule and the price. */
export const deliveryInfoSchema = z.object({
  deliveryAddress: addressSchema.nullish(),
  deliveryDistance: z
    .number({ error: ORDER_MESSAGES.deliveryDistance })
    .min(0, ORDER_MESSAGES.deliveryDistance)
    .nullish(),
  deliveryPrice: z.unknown().optional(),
  phone: emptyAsNull(phoneSchema),
  isRememberAddress: z.boolean().nullish(),
});

/**
 * POST /api/orders/{id}/confirm. `serveType`, or the older `isPickUp` (true = PICKUP,
 * false = DINE_IN, null with `deliveryInfoDTO` = DELIVERY). Comes out as one `serveType`, the
 * delivery details (DELIVERY only) and `payAtStore` (PICKUP and DINE_IN only).
 */
export const confirmBodySchema = z
  .object({
    serveType: serveTypeSchema.nullish(),
    isPickUp: z.boolean().nullish(),
    deliveryInfoDTO: deliveryInfoSchema.nullish(),
    payAtStore: z.boolean().nullish(),
  })
  .transform((body, ctx) => {
    const serveType =
      body.serveType ??
      (body.isPickUp === true
        ? 'PICKUP'
        : body.isPickUp === false
          ? 'DINE_IN'
          : body.deliveryInfoDTO
            ? 'DELIVERY'
            : null);
    if (!serveType) {
      ctx.addIssue({ code: 'custom', path: ['serveType'], message: ORDER_MESSAGES.serveType });
      return z.NEVER;
    }
    const delivery = body.deliveryInfoDTO;
    if (serveType === 'DELIVERY') {
      if (!delivery?.deliveryAddress) {
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryInfoDTO', 'deliveryAddress'],
          message: ORDER_MESSAGES.deliveryAddress,
        });
        return z.NEVER;
      }
      if (!delivery.deliveryAddress.location && (delivery.deliveryDistance ?? null) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryInfoDTO', 'deliveryDistance'],
          message: ORDER_MESSAGES.deliveryDistanceRequired,
        });
        return z.NEVER;
      }
    }
    if (body.payAtStore && serveType === 'DELIVERY') {
      ctx.addIssue({ code: 'custom', path: ['payAtStore'], message: ORDER_MESSAGES.payAtStore });
      return z.NEVER;
    }
    return {
      serveType,
      delivery:
        serveType === 'DELIVERY' && delivery?.deliveryAddress
          ? {
              address: delivery.deliveryAddress,
              distance: delivery.deliveryDistance ?? null,
              phone: delivery.phone ?? null,
              isRememberAddress: delivery.isRememberAddress ?? false,
            }
          : null,
      payAtStore: body.payAtStore ?? false,
    };
  });
export type ConfirmBody = z.output<typeof confirmBodySchema>;

/** Merchant actions (contract §9): `POST /api/orders/{storeId}/{action}/{orderId}`; an unknown action is 404. */
export const ORDER_ACTIONS = [
  'accept',
  'reject',
  'preparing',
  'ready',
  'delivering',
  'complete',
  'paid-at-store',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const orderActionParamsSchema = z.object({
  storeId: pathIdSchema,
  action: z.string().max(20),
  orderId: pathIdSchema,
});

/** reject and cancel: `{rejectMessage}`, 1–500 characters. */
export const rejectBodySchema = z.object({
  rejectMessage: z
    .string({ error: ORDER_MESSAGES.rejectMessage })
    .trim()
    .min(1, ORDER_MESSAGES.rejectMessage)
    .max(500, ORDER_MESSAGES.rejectMessageLength),
});

/** preparing and delivering: `{processingTime}` in minutes, 1–600. */
export const processingTimeBodySchema = z.object({
  processingTime: z
    .number({ error: ORDER_MESSAGES.processingTime })
    .int(ORDER_MESSAGES.processingTime)
    .min(1, ORDER_MESSAGES.processingTime)
    .max(600, ORDER_MESSAGES.processingTime),
});

export const orderIdParamsSchema = z.object({ id: pathIdSchema });

export const REFUND_MESSAGES = {
  amount: 'The refund amount must be more than 0.',
  reason: 'Please provide a refund reason',
  reasonLength: 'The reason must be at most 500 characters.',
} as const;

/** `POST /api/orders/{storeId}/refund/{orderId}` (M): a completed order, partly or wholly refunded. */
export const refundParamsSchema = z.object({ storeId: pathIdSchema, orderId: pathIdSchema });

/** `{amount, reason}`: dollars with at most 2 decimals, more than 0; a reason of 1–500 characters. */
export const refundBodySchema = z.object({
  amount: moneyInputSchema.refine((amount) => amount > 0, REFUND_MESSAGES.amount),
  reason: z
    .string({ error: REFUND_MESSAGES.reason })
    .trim()
    .min(1, REFUND_MESSAGES.reason)
    .max(500, REFUND_MESSAGES.reasonLength),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const ORDER_LIST_MESSAGES = {
  range: 'startDate must not be after endDate.',
} as const;

/** `GET /api/orders[?startDate&endDate]`: dates YYYY-MM-DD, the range including all of endDate. */
export const orderListQuerySchema = z
  .object({
    startDate: emptyAsNull(dateSchema).optional(),
    endDate: emptyAsNull(dateSchema).optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: ORDER_LIST_MESSAGES.range,
    path: ['startDate'],
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
