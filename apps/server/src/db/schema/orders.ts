import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A cart line as stored (contract §8): what the customer asked for, never prices. The cart is
 * re-priced from the live catalogue on every read, so a price or availability change shows at once.
 */
export interface StoredCartLine {
  id: string;
  productId: string;
  quantity: number;
  instruction: string;
  addons: { productId: string; quantity: number; addonGroupId: string | null }[];
  /** The promotion of a pick or redeem line. */
  appliedPromotionId?: string | null;
  isFreeItem?: boolean;
  isRedeem?: boolean;
}

/**
 * One cart per customer and store (contract §8). Line ids are increasing strings ("1", "2", …),
 * from `nextLineId`. `couponCode` and the promotion picks/redeem lines come with promotions.
 */
export const carts = pgTable(
  'carts',
  {
    customerId: text('customer_id').notNull(),
    storeId: text('store_id').notNull(),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
    nextLineId: integer('next_line_id').notNull().default(1),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Bumped by every write: a checkout priced from an unlocked read commits only if it is unchanged. */
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.storeId] })],
);

/** A refund as the order row keeps it (refunds.ts has the record). */
export interface StoredRefund {
  id: string;
  amountCents: number;
  reason: string;
  kind: 'REJECT' | 'CANCEL' | 'PARTIAL';
  createdAt: string;
}

/**
 * Orders (contract §9; spec 1 §3). Amounts are integer cents; `priced` holds the frozen pricing
 * result (lines with add-ons, applied taxes, promotions) exactly as it was at checkout, so an
 * order never changes when the catalogue does. The columns beside it are what queries filter,
 * sort and sum on (history, dashboards), and what transitions compare-and-set.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status', {
      enum: ['CHECKOUT', 'CONFIRMED', 'PAID', 'COMPLETED', 'CANCELED', 'REFUNDED'],
    }).notNull(),
    serveStatus: text('serve_status', {
      enum: ['ACCEPTED', 'REJECTED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED', 'SERVED', 'PICKUP'],
    }),
    serveType: text('serve_type', { enum: ['PICKUP', 'DINE_IN', 'DELIVERY'] }),
    paymentMethod: text('payment_method', { enum: ['CARD', 'AT_STORE'] }),
    paymentCollected: boolean('payment_collected').notNull().default(false),
    numberOfItems: integer('number_of_items').notNull(),
    /** The frozen pricing: items (with add-ons and taxes), promotions, applied and delivery taxes. */
    priced: jsonb('priced').$type<Record<string, unknown>>().notNull(),
    subAmountProductsCents: integer('sub_amount_products_cents').notNull(),
    subAmountCents: integer('sub_amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    globalPointsUsed: integer('global_points_used').notNull().default(0),
    earnedGlobalPoints: integer('earned_global_points').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown>>(),
    deliveryDistance: numeric('delivery_distance', { precision: 10, scale: 2, mode: 'number' }),
    deliveryPriceCents: integer('delivery_price_cents').notNull().default(0),
    isDeliveryPriceTaxExempt: boolean('is_delivery_price_tax_exempt').notNull().default(false),
    preparingTime: integer('preparing_time'),
    deliveringTime: integer('delivering_time'),
    messageByMerchant: text('message_by_merchant'),
    /** The customer's name and phone at order time (for deliveries, the delivery phone). */
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    /** The card payment: the provider's intent on the merchant's connected account. */
    paymentProvider: text('payment_provider', { enum: ['sandbox', 'stripe'] }),
    paymentIntentId: text('payment_intent_id'),
    paymentClientSecret: text('payment_client_secret'),
    paymentAccountId: text('payment_account_id'),
    /**
     * The order's refunds as the merchant view shows them, and their sum: a copy of its
     * order_refunds rows, written in the same transaction (docs/payments-and-refunds.md).
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refunds: jsonb('refunds').$type<StoredRefund[]>().notNull().default([]),
    /** Lower-cased text searched by the order history (id, customer, items, message). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
    paidAt: instant('paid_at'),
    acceptedAt: instant('accepted_at'),
    completedAt: instant('completed_at'),
    lastUpdatedAt: instant('last_updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_customer_store_open_idx')
      .on(t.customerId, t.storeId)
      .where(sql`${t.status} in ('CHECKOUT', 'CONFIRMED')`),
    index('orders_merchant_status_idx').on(t.merchantId, t.status, t.paidAt),
    index('orders_store_status_idx').on(t.storeId, t.status, t.paidAt),
    index('orders_merchant_updated_idx').on(t.merchantId, t.lastUpdatedAt),
    uniqueIndex('orders_payment_intent_idx').on(t.paymentIntentId),
    // The order history (GET /api/orders/archived; docs/order-history.md). Every index is partial on
    // the archived statuses, so live orders never enter them. One per sort key: (merchant, key,
    // lastUpdatedAt, id) — id makes the order total — then the filter columns (store, status,
    // serve type), so that a page's rows are found, filtered and skipped on the index alone and
    // only the page itself is read from the table (late row lookup). The filter columns end the
    // key where INCLUDE would put them (Drizzle's builder has no INCLUDE); after the unique id
    // they never change the order.
    ...(
      [
        ['updated', null],
        ['store', t.storeId],
        ['status', t.status],
        ['serve_status', t.serveStatus],
        ['paid', t.paidAt],
        ['customer', t.customerName],
        ['sub_amount', t.subAmountCents],
        ['discount', t.discountCents],
        ['total', t.totalCents],
        ['global_points', t.globalPointsUsed],
      ] as const
    ).map(([name, key]) =>
      index(`orders_history_${name}_idx`)
        .on(
          t.merchantId,
          ...(key ? [key] : []),
          t.lastUpdatedAt,
          t.id,
          ...[t.storeId, t.status, t.serveType].filter((column) => column !== key),
          // The date index also carries every value sort's key, so that the partial weeks at the
          // ends of a date range are counted per value bucket on it alone (order_history_values).
          ...(key
            ? []
            : [
                t.paidAt,
                t.customerName,
                t.subAmountCents,
                t.discountCents,
                t.totalCents,
                t.globalPointsUsed,
              ]),
        )
        .where(archivedOrder(t.status)),
    ),
    index('orders_history_id_idx')
      .on(t.merchantId, t.id, t.storeId, t.status, t.serveType, t.lastUpdatedAt)
      .where(archivedOrder(t.status)),
    // Substring search (the searchText of the archive): trigrams of `search_text` per merchant
    // (pg_trgm, and btree_gin for the merchant column).
    index('orders_history_search_idx')
      .using('gin', t.merchantId, t.searchText.op('gin_trgm_ops'))
      .where(archivedOrder(t.status)),
  ],
);

/** The statuses of the order history: finished orders, which no longer change. */
export const ARCHIVED_STATUSES = ['COMPLETED', 'REFUNDED'] as const;
function archivedOrder(status: SQLWrapper) {
  return sql`${status} in ('COMPLETED', 'REFUNDED')`;
}

/**
 * The counts of the order history: how many archived orders (ARCHIVED_STATUSES) a merchant has
 * per store, status, serve type and serve status ('' for none), and per UTC day of
 * `lastUpdatedAt` (order_history_days) or UTC month (order_history_months, the same counts
 * summed, so that a total or a page's position reads a few hundred rows rather than a row per
 * day). They give the history its exact totals and its seek to any page depth
 * (docs/adr/0008-order-history-counts-and-seeks.md). Kept by the database itself, in the writing
 * transaction: the `orders_history_count_*` triggers (migrations 0010, 0011) move an order in and
 * out as it enters, leaves or changes within the history, whatever wrote it.
 */
const historyCounts = (name: string, bucket: 'day' | 'month') =>
  pgTable(
    name,
    {
      merchantId: text('merchant_id').notNull(),
      /** The UTC day, or the first day of the UTC month. */
      bucket: date(bucket, { mode: 'string' }).notNull(),
      storeId: text('store_id').notNull(),
      status: text('status', { enum: ARCHIVED_STATUSES }).notNull(),
      serveType: text('serve_type').notNull(),
      serveStatus: text('serve_status').notNull(),
      orders: integer('orders').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.merchantId, t.bucket, t.storeId, t.status, t.serveType, t.serveStatus] }),
    ],
  );
export const orderHistoryDays = historyCounts('order_history_days', 'day');
export const orderHistoryMonths = historyCounts('order_history_months', 'month');

/**
 * The counts behind the value sorts' seeks (id, paidAt, customerName, the amounts, points): how
 * many archived orders a merchant has per sort key, span of time (a week, or a block of four
 * weeks, both aligned on Mondays from 1970-01-05, by the UTC day of `lastUpdatedAt`), value
 * bucket of that key (order_history_value_bucket_*() in migration 0014, the same in
 * merchant-orders/value-bucket-functions.ts) and store; `counts` splits them by status and serve type
 * (index status × 4 + serve type, see value-counts.ts). Kept by the `orders_history_values_*`
 * triggers like order_history_days (docs/adr/0009-order-history-value-seeks.md).
 */
export const orderHistoryValues = pgTable(
  'order_history_values',
  {
    merchantId: text('merchant_id').notNull(),
    sortKey: text('sort_key').notNull(),
    /** 7 (a week) or 28 (a block of four weeks) days. */
    span: integer('span').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    bucket: integer('bucket').notNull(),
    storeId: text('store_id').notNull(),
    counts: integer('counts').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.sortKey, t.span, t.start, t.bucket, t.storeId] })],
);

/**
 * Payment intents of the built-in sandbox provider (contract §11): kept in the database so that
 * every server instance sees the same intent, and a restart loses nothing.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    accountId: text('account_id').notNull(),
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    applicationFeeCents: integer('application_fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('cad'),
    status: text('status', {
      enum: ['requires_payment_method', 'succeeded', 'canceled'],
    }).notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payment_intents_secret_idx').on(t.clientSecret),
    // The sandbox dashboard: an account's charges, newest first.
    index('sandbox_payment_intents_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Idempotency keys (checkout, confirm, paid): the first answer to a key is stored and replayed,
 * so a retried request never creates a second order or charge. Scoped by caller and route.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request (path and body): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /** The instance running the first request (lib/instance-liveness.ts): a dead owner's claim is freed. */
    owner: text('owner'),
    /** What the first request created, set in its own transaction: a retry after a crash answers it. */
    resultRef: text('result_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * How many times each customer used each of a merchant's promotions (contract §6 rule 6): Σ
 * `timesApplied` of the APPLIED entries in the customer's CONFIRMED, PAID and COMPLETED orders'
 * `priced`. Kept by the `orders_promotion_uses_*` triggers (migration 0027) in the writing
 * transaction, so a cart reads a few rows whatever the customer's number of orders
 * (docs/adr/0018-customer-promotion-uses.md). A row may hold 0 once its orders stopped counting.
 */
export const customerPromotionUses = pgTable(
  'customer_promotion_uses',
  {
    merchantId: text('merchant_id').notNull(),
    customerId: text('customer_id').notNull(),
    promotionId: text('promotion_id').notNull(),
    uses: integer('uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.customerId, t.promotionId] })],
);
