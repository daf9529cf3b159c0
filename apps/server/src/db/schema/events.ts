import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What customers do around a store (contract §12 Events): visits, clicks, views and ratings, one
 * row per store, dated by `occurredAt` (the client's `triggeredAt`, or the moment of rating). The
 * dashboards count them through the rollups the `dashboard_*` triggers keep (migration 0017).
 */
export const storeEvents = pgTable(
  'store_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    customerId: text('customer_id').notNull(),
    kind: text('kind', { enum: ['VISIT', 'CLICK', 'VIEW', 'RATE'] }).notNull(),
    /** CLICK only: CALL, DIRECTIONS, WEBSITE or SHARE. */
    entity: text('entity'),
    /** VIEW only: IOS, ANDROID or WEB. */
    platform: text('platform'),
    /** VISIT only: the `post=` of the social post's tracked link the customer came through. */
    postRef: text('post_ref'),
    occurredAt: instant('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_events_merchant_idx').on(t.merchantId, t.storeId, t.occurredAt),
    // Whether a customer still counts as an app user on a day, once a sale leaves it.
    index('store_events_customer_idx').on(t.customerId, t.occurredAt),
    // Post attribution (docs/social.md): a post's visits, and a customer's tracked visits at a store.
    index('store_events_post_ref_idx')
      .on(t.postRef)
      .where(sql`${t.postRef} IS NOT NULL`),
    index('store_events_tracked_idx')
      .on(t.customerId, t.storeId, t.occurredAt)
      .where(sql`${t.postRef} IS NOT NULL`),
  ],
);

/** A customer's rating of one of its COMPLETED orders: one per order, never changed. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: text('order_id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    customerId: text('customer_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    ratedAt: instant('rated_at').notNull(),
  },
  (t) => [
    index('order_ratings_merchant_idx').on(t.merchantId, t.ratedAt, t.orderId),
    index('order_ratings_store_idx').on(t.storeId, t.ratedAt, t.orderId),
  ],
);

/**
 * Store follows (contract §12 Store follows). Unsubscribing ends a follow rather than deleting it,
 * so that TOTAL_SUBSCRIBERS at the end of a past range stays what it was; at most one follow per
 * customer and store is open.
 */
export const storeFollows = pgTable(
  'store_follows',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    storeId: text('store_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    subscribedAt: instant('subscribed_at').notNull(),
    unsubscribedAt: instant('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('store_follows_open_idx').on(t.customerId, t.storeId).where(sql`${t.unsubscribedAt} IS NULL`),
    index('store_follows_customer_idx').on(t.customerId, t.subscribedAt),
    index('store_follows_merchant_idx').on(t.merchantId, t.storeId),
  ],
);
