import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The merchant's profile at the social provider (contract §14): one per merchant, titled with its
 * merchant id. `profileKey` is the provider's secret for it; it never leaves the server.
 */
export const socialProfiles = pgTable('social_profiles', {
  merchantId: text('merchant_id').primaryKey(),
  /** Null for the offline provider, which needs none. */
  profileKey: text('profile_key'),
  createdAt: createdAt(),
});

/** Platforms the offline provider has connected (the HTTP provider keeps its own). */
export const socialConnections = pgTable(
  'social_connections',
  {
    merchantId: text('merchant_id').notNull(),
    platform: text('platform').notNull(),
    displayName: text('display_name').notNull(),
    connectedAt: instant('connected_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.platform] })],
);

export interface StoredPostId {
  platform: string;
  id: string;
  postUrl: string | null;
}

/**
 * Every post made through Perkdesk, with either provider. `refId` is the `post=` of its tracked
 * link; `providerPostId` the HTTP provider's id. A `scheduled` post moves to `success` or `error`
 * once (compare-and-set on the status).
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: text('id').primaryKey(),
    refId: text('ref_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    provider: text('provider', { enum: ['offline', 'http'] }).notNull(),
    providerPostId: text('provider_post_id'),
    post: text('post').notNull(),
    status: text('status', { enum: ['success', 'pending', 'scheduled', 'error'] }).notNull(),
    type: text('type', { enum: ['now', 'scheduled'] }).notNull(),
    scheduleDate: instant('schedule_date'),
    platforms: jsonb('platforms').$type<string[]>().notNull(),
    postIds: jsonb('post_ids').$type<StoredPostId[]>().notNull().default([]),
    mediaUrls: jsonb('media_urls').$type<string[]>().notNull().default([]),
    errorMessage: text('error_message'),
    storeId: text('store_id'),
    promotionIds: jsonb('promotion_ids').$type<string[]>().notNull().default([]),
    trackedLink: text('tracked_link'),
    autoRepost: jsonb('auto_repost').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    publishedAt: instant('published_at'),
  },
  (t) => [
    uniqueIndex('social_posts_ref_idx').on(t.refId),
    index('social_posts_merchant_idx').on(t.merchantId, t.createdAt),
    // What the publisher sweeps: scheduled posts by due time.
    index('social_posts_due_idx')
      .on(t.scheduleDate)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/** Auto-schedule slots (contract §14): the title is the key per merchant. */
export const socialAutoSchedules = pgTable(
  'social_auto_schedules',
  {
    merchantId: text('merchant_id').notNull(),
    title: text('title').notNull(),
    schedule: jsonb('schedule').$type<string[]>().notNull(),
    daysOfWeek: jsonb('days_of_week').$type<number[]>().notNull(),
    excludeDates: jsonb('exclude_dates').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.title] })],
);
