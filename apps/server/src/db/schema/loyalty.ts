import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

// Loyalty ledgers (contract §10). Each balance is a row changed only by a conditional UPDATE
// (`… SET x = x − n WHERE … AND x >= n RETURNING`) in the same transaction as the history row
// that records it with its before and after; CHECK (x >= 0) is the last guard, so no interleaving
// of concurrent orders can leave a balance below zero. The balance always equals the last
// history row's after.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const updatedAt = () => instant('updated_at').notNull().defaultNow();
/** History order: rows written in one millisecond keep the order they were written in. */
const seq = () => bigserial('seq', { mode: 'number' }).notNull();

/**
 * One card per customer per punch-card promotion. The promotion's name and requirement are
 * copied from the order that last moved the card, so a card reads without the promotion (which
 * the merchant may edit or delete later).
 */
export const punchCards = pgTable(
  'punch_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    promotionId: text('promotion_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    promotionName: text('promotion_name').notNull(),
    requiredPunches: integer('required_punches').notNull(),
    punches: integer('punches').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('punch_cards_customer_promotion_idx').on(t.customerId, t.promotionId),
    check('punch_cards_punches_non_negative', sql`${t.punches} >= 0`),
  ],
);

export const punchHistory = pgTable(
  'punch_history',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    punchCardId: text('punch_card_id').notNull(),
    orderId: text('order_id'),
    historyType: text('history_type', { enum: ['EARNED', 'REDEEMED', 'REVERTED'] }).notNull(),
    punchesBefore: integer('punches_before').notNull(),
    punchesAfter: integer('punches_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('punch_history_card_idx').on(t.punchCardId, t.seq)],
);

/** A customer's points at one merchant: credited by point perks, spent on reward items. */
export const customerPoints = pgTable(
  'customer_points',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_points_customer_merchant_idx').on(t.customerId, t.merchantId),
    check('customer_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export const customerPointHistory = pgTable(
  'customer_point_history',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    customerPointsId: text('customer_points_id').notNull(),
    orderId: text('order_id'),
    historyType: text('history_type', { enum: ['ADDED', 'USED', 'REVERTED'] }).notNull(),
    points: integer('points').notNull(),
    pointBefore: integer('point_before').notNull(),
    pointAfter: integer('point_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_point_history_balance_idx').on(t.customerPointsId, t.seq)],
);

/**
 * A customer's platform global points. `redeemed` counts points spent on orders (USED, less
 * the spends given back), for the summary's `redeemedPoints`.
 */
export const globalPoints = pgTable(
  'global_points',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    points: integer('points').notNull().default(0),
    redeemed: integer('redeemed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('global_points_customer_idx').on(t.customerId),
    check('global_points_non_negative', sql`${t.points} >= 0 and ${t.redeemed} >= 0`),
  ],
);

export const globalPointHistory = pgTable(
  'global_point_history',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    customerId: text('customer_id').notNull(),
    orderId: text('order_id'),
    historyType: text('history_type', {
      enum: ['ADDED', 'USED', 'REVERTED', 'REFERRAL_REWARD', 'REGISTRATION_REWARD'],
    }).notNull(),
    points: integer('points').notNull(),
    pointBefore: integer('point_before').notNull(),
    pointAfter: integer('point_after').notNull(),
    /** Referral rewards: the referrer's level (1–3) above the buyer. */
    level: integer('level'),
    createdAt: createdAt(),
  },
  (t) => [index('global_point_history_customer_idx').on(t.customerId, t.seq)],
);

/** A merchant's global points: grown by the points customers spend at it, redeemed for payouts. */
export const merchantPoints = pgTable(
  'merchant_points',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    redeemable: integer('redeemable').notNull().default(0),
    redeemed: integer('redeemed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchant_points_merchant_idx').on(t.merchantId),
    check('merchant_points_non_negative', sql`${t.redeemable} >= 0 and ${t.redeemed} >= 0`),
  ],
);

export const merchantPointHistory = pgTable(
  'merchant_point_history',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    merchantId: text('merchant_id').notNull(),
    orderId: text('order_id'),
    historyType: text('history_type', { enum: ['ADDED', 'REDEEMED'] }).notNull(),
    points: integer('points').notNull(),
    pointBefore: integer('point_before').notNull(),
    pointAfter: integer('point_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_point_history_merchant_idx').on(t.merchantId, t.seq)],
);

/** A merchant's redemption, settled outside the API (contract §10 Payout). */
export const merchantPayoutRequests = pgTable(
  'merchant_payout_requests',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    points: integer('points').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['REQUESTED', 'PAID'] })
      .notNull()
      .default('REQUESTED'),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_payout_requests_merchant_idx').on(t.merchantId, t.createdAt)],
);

/**
 * What loyalty has done for an order, so that each step happens exactly once whatever calls it
 * again: the reservation held from confirm (`reservedAt`, cleared when released), the credits of
 * accept (`creditedAt`), their reversal (`revertedAt`) and the settlement of complete (`completedAt`).
 */
export const orderLoyalty = pgTable('order_loyalty', {
  orderId: text('order_id').primaryKey(),
  reservedAt: instant('reserved_at'),
  creditedAt: instant('credited_at'),
  revertedAt: instant('reverted_at'),
  completedAt: instant('completed_at'),
  createdAt: createdAt(),
});
