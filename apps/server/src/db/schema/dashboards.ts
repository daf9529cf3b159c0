import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The dashboards' rollups (contract §13; docs/dashboard-metrics.md, docs/adr/0011-dashboard-rollups.md).
// Every row belongs to a scope: a store (`store_id`), or the whole merchant (`store_id` = ''). A
// scope's days and hours are local to its zone, kept in dashboard_zones: the store's own, or for
// the merchant the zone of its earliest live store. All of them are kept by the `dashboard_*`
// triggers of migration 0017 in the transaction that writes an order, event, rating, follow or
// loyalty balance; a change of a scope's zone rebuilds that scope in the transaction that changes
// it. dashboard_check() recomputes them from the raw rows; dashboard_rebuild() rewrites them.

const day = () => date('day', { mode: 'string' }).notNull();
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** 4,096 customers per row: bit n of chunk k is the customer numbered 4096·k + n. */
const customerBits = customType<{ data: string }>({ dataType: () => 'bit(4096)' });

/** The zone each scope's rows are bucketed in; the merchant's row also numbers its customers. */
export const dashboardZones = pgTable(
  'dashboard_zones',
  {
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    zone: text('zone').notNull(),
    nextCustomerNo: integer('next_customer_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId] })],
);

/** A merchant's customers numbered densely, so that a day's customers fit in a few bit strings. */
export const dashboardCustomers = pgTable(
  'dashboard_customers',
  {
    merchantId: text('merchant_id').notNull(),
    customerId: text('customer_id').notNull(),
    no: integer('no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.customerId] }),
    uniqueIndex('dashboard_customers_no_idx').on(t.merchantId, t.no),
  ],
);

/** Every additive figure of a scope's local day. `follows` is the day's net change of open follows. */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    day: day(),
    orders: count('orders'),
    salesCents: cents('sales_cents'),
    perksUsed: count('perks_used'),
    pointsUsed: cents('points_used'),
    discountCents: cents('discount_cents'),
    /** Distinct buyers and app users of the day; buyers whose first sale in the scope is that day. */
    clients: count('clients'),
    newClients: count('new_clients'),
    appUsers: count('app_users'),
    visits: count('visits'),
    views: count('views'),
    viewsIos: count('views_ios'),
    viewsAndroid: count('views_android'),
    viewsWeb: count('views_web'),
    calls: count('calls'),
    engagements: count('engagements'),
    follows: count('follows'),
    canceledOrders: count('canceled_orders'),
    canceledCents: cents('canceled_cents'),
    refundedOrders: count('refunded_orders'),
    refundedCents: cents('refunded_cents'),
    /** Ratings given that day, by rate 1–5. */
    ratings: integer('ratings').array().notNull().default(sql`'{0,0,0,0,0}'`),
    /** Events plus sales orders per local hour: element h covers [h−1:00, h:00). */
    popular: integer('popular').array().notNull().default(sql`array_fill(0, ARRAY[24])`),
    /** Concurrent writers add to different rows of a day (migration 0024); readers sum the slots. */
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.day, t.slot] })],
);

/**
 * Who was active in a period of local days, one bit per customer number: `kind` is 2 × level +
 * customer kind, level 0 a day, 1 an ISO week (`day` its Monday), 2 a month (`day` its 1st);
 * customer kind 0 buyers (sales orders), 1 app users (events or sales orders).
 */
export const dashboardDayCustomers = pgTable(
  'dashboard_day_customers',
  {
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    day: day(),
    kind: smallint('kind').notNull(),
    chunk: integer('chunk').notNull(),
    bits: customerBits('bits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.day, t.kind, t.chunk] })],
);

/** Each buyer's first local day with a sales order in the scope (TOTAL_NEW_CLIENTS). */
export const dashboardFirstSales = pgTable(
  'dashboard_first_sales',
  {
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    customerId: text('customer_id').notNull(),
    day: day(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.customerId] })],
);

/** Best sellers: the normal lines of a day's sales orders, per product. */
export const dashboardProducts = pgTable(
  'dashboard_products',
  {
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    day: day(),
    productId: text('product_id').notNull(),
    quantity: count('quantity'),
    grossCents: cents('gross_cents'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.day, t.productId] })],
);

/**
 * Kitchen speed: orders by whole minutes (120 = two hours or more) from paid to accepted (step 0)
 * and from accepted to ready (step 1), in the local day, ISO week or month the order was paid:
 * `step` is 2 × level + step, levels as in dashboard_day_customers.
 */
export const dashboardKitchen = pgTable(
  'dashboard_kitchen',
  {
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    day: day(),
    step: smallint('step').notNull(),
    minutes: smallint('minutes').notNull(),
    orders: count('orders'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.day, t.step, t.minutes] })],
);

/** When an order became READY: orders keep no such column, so the trigger notes it here. */
export const orderReadyTimes = pgTable('order_ready_times', {
  orderId: text('order_id').primaryKey(),
  readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Outstanding loyalty per merchant: punch cards per promotion and required punches (balance =
 * punches, rounds = Σ floor(punches / required)), and customers' merchant points (promotion '').
 */
export const dashboardLoyalty = pgTable(
  'dashboard_loyalty',
  {
    merchantId: text('merchant_id').notNull(),
    promotionId: text('promotion_id').notNull(),
    required: integer('required').notNull(),
    holders: count('holders'),
    balance: cents('balance'),
    rounds: cents('rounds'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.promotionId, t.required] })],
);
