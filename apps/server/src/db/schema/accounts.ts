import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Every account: merchants, customers and admins. Username and email are unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    role: text('role', { enum: ['MERCHANT', 'USER', 'ADMIN'] }).notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    phone: text('phone'),
    dob: date('dob', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    merchantId: text('merchant_id'),
    activated: boolean('activated').notNull().default(false),
    referralUserId: text('referral_user_id'),
    receivedRegistrationReward: boolean('received_registration_reward').notNull().default(false),
    deliveryAddresses: jsonb('delivery_addresses').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Referral history walks the referral tree downwards.
    index('users_referral_idx').on(t.referralUserId),
  ],
);

/** Activation and reset tokens sent by e-mail: stored hashed, single use, with an expiry. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ['ACTIVATION', 'RESET'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.kind),
  ],
);

/** A sign-in session family: every refresh token issued from one login shares it. */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored hashed. A retired token presented again revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Failed logins, counted per username and per client address over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

/**
 * Hits counted per key within a window (e-mail sends per address and per recipient, account-wide
 * login failures, the owner's notice), in the database so the limits hold across instances.
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('throttle_hits_key_idx').on(t.key, t.at)],
);

/** The local outbox: e-mails logged instead of sent while no SMTP server is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.sentAt)],
);
