import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const provider = () => text('provider', { enum: ['sandbox', 'stripe'] }).notNull();

/**
 * The checkout sessions a merchant opened (contract §11): who owns a session, and the customer
 * and subscription it produced once complete. A customer id is the merchant's when one of its
 * sessions names it (or it is the profile's `paymentCustomerId`).
 */
export const merchantCheckoutSessions = pgTable(
  'merchant_checkout_sessions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    provider: provider(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('merchant_checkout_sessions_merchant_idx').on(t.merchantId, t.customerId),
    index('merchant_checkout_sessions_customer_idx').on(t.customerId),
  ],
);

/**
 * The merchant's subscriptions as last heard (the provider's `customer.subscription.*` events,
 * and every read of them): what a feature gated on the AI-post plan checks without asking the
 * provider. `providerUpdatedAt` orders the news, so an older event never overwrites a newer one.
 */
export const merchantSubscriptions = pgTable(
  'merchant_subscriptions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    provider: provider(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
    currentPeriodEnd: instant('current_period_end').notNull(),
    providerUpdatedAt: instant('provider_updated_at').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('merchant_subscriptions_merchant_idx').on(t.merchantId)],
);

/** The sandbox provider's customers. */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  createdAt: createdAt(),
});

/** The sandbox provider's checkout sessions: complete as soon as they are made. */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
  url: text('url').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's subscriptions, one period at a time: a period that has ended when read
 * is renewed, or ends the subscription (`canceled`) when it was to cancel at period end.
 */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    status: text('status', { enum: ['active', 'canceled'] }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: instant('current_period_start').notNull(),
    currentPeriodEnd: instant('current_period_end').notNull(),
    planName: text('plan_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    endedAt: instant('ended_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_subscriptions_customer_idx').on(t.customerId)],
);
