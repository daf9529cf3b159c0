import { z } from 'zod';
import { pageSchema } from './common';

// Loyalty (contract §10): punch cards, customer points per merchant, global points, merchant
// global points. Every balance moves through a history entry with its before and after.

/** The refusals of redeeming and reserving loyalty balances (contract §9 Concurrency, §10), verbatim. */
export const LOYALTY_MESSAGES = {
  INSUFFICIENT_PUNCHES: 'Not enough Punches to redeem requested Products.',
  INSUFFICIENT_POINTS: 'Not enough Points to redeem requested Products!',
  MERCHANT_POINTS_INVALID_AMOUNT: 'Redeemed global points must be a multiple of 10,000.',
  MERCHANT_POINTS_INSUFFICIENT: 'Not enough redeemable global points.',
} as const;

export const PUNCH_CARD_STATUSES = ['ACTIVE', 'REDEEMABLE'] as const;
export const PUNCH_HISTORY_TYPES = ['EARNED', 'REDEEMED', 'REVERTED'] as const;
export const POINT_HISTORY_TYPES = ['ADDED', 'USED', 'REVERTED'] as const;
export const GLOBAL_POINT_HISTORY_TYPES = [
  'ADDED',
  'USED',
  'REVERTED',
  'REFERRAL_REWARD',
  'REGISTRATION_REWARD',
] as const;
export const MERCHANT_POINT_HISTORY_TYPES = ['ADDED', 'REDEEMED'] as const;

// ── Punch cards (U) ──────────────────────────────────────────────────────────

/** `GET /api/user-punch-cards[?storeId]`: only the cards of promotions offered at that store. */
export const punchCardListQuerySchema = z.object({ storeId: z.string().trim().min(1).max(100).optional() });
export type PunchCardListQuery = z.infer<typeof punchCardListQuerySchema>;

export const punchCardSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionName: z.string(),
  merchantId: z.string(),
  punches: z.number().int(),
  requiredPunches: z.number().int(),
  status: z.enum(PUNCH_CARD_STATUSES),
});
export type PunchCard = z.infer<typeof punchCardSchema>;

export const punchHistoryEntrySchema = z.object({
  id: z.string(),
  userPunchCardId: z.string(),
  orderId: z.string().nullable(),
  historyType: z.enum(PUNCH_HISTORY_TYPES),
  punchesBefore: z.number().int(),
  punchesAfter: z.number().int(),
  createdAt: z.string(),
});
export type PunchHistoryEntry = z.infer<typeof punchHistoryEntrySchema>;

// ── Customer points (U) ──────────────────────────────────────────────────────

/** An entry of `GET /api/user-points`; `merchantId:null` is the global balance. */
export const userPointsSchema = z.object({
  id: z.string(),
  merchantId: z.string().nullable(),
  point: z.number().int(),
});
export type UserPoints = z.infer<typeof userPointsSchema>;

export const pointHistoryEntrySchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  historyType: z.enum(POINT_HISTORY_TYPES),
  points: z.number().int(),
  pointBefore: z.number().int(),
  pointAfter: z.number().int(),
  createdAt: z.string(),
});
export type PointHistoryEntry = z.infer<typeof pointHistoryEntrySchema>;

// ── Global points (U) ────────────────────────────────────────────────────────

export const globalPointHistoryEntrySchema = z.object({
  id: z.string(),
  historyType: z.enum(GLOBAL_POINT_HISTORY_TYPES),
  globalPoints: z.number().int(),
  pointBefore: z.number().int(),
  pointAfter: z.number().int(),
  orderId: z.string().nullable(),
  /** Referral rewards: 1–3, the referrer's distance from the buyer; null otherwise. */
  level: z.number().int().nullable(),
  createdAt: z.string(),
});
export type GlobalPointHistoryEntry = z.infer<typeof globalPointHistoryEntrySchema>;
export const globalPointHistoryPageSchema = pageSchema(globalPointHistoryEntrySchema);
export type GlobalPointHistoryPage = z.infer<typeof globalPointHistoryPageSchema>;

export const globalPointSummarySchema = z.object({
  availablePoints: z.number().int(),
  redeemedPoints: z.number().int(),
  transactionReferralReward: z.array(z.object({ level: z.number().int(), globalPoints: z.number().int() })),
});
export type GlobalPointSummary = z.infer<typeof globalPointSummarySchema>;

/** `GET /api/user-points/config` (A): the global points settings, each overridable from the environment. */
export const pointsConfigSchema = z.object({
  pointPerDollar: z.number(),
  pointsPerDollarValue: z.number(),
  redeemBlock: z.number(),
  customerPercentOnOrder: z.number(),
  referrerRegistrationReward: z.number(),
  newCustomerRegistrationReward: z.number(),
  minimumOrdersReceiveRegistrationReward: z.number(),
  transactionReferralRewardPercentage: z.array(z.number()),
  highestReferralLevel: z.number(),
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

// ── Merchant global points (M) ───────────────────────────────────────────────

/** Merchants redeem global points in blocks of this many (= $10). */
export const MERCHANT_REDEEM_BLOCK = 10_000;

/**
 * `GET /api/merchant-points`: `redeemableAmount` is the dollar value of the largest multiple of
 * 10,000 that is ≤ `redeemablePoints` (1,000 points = $1).
 */
export const merchantPointsSchema = z.object({
  redeemablePoints: z.number().int(),
  redeemedPoints: z.number().int(),
  redeemableAmount: z.number(),
});
export type MerchantPoints = z.infer<typeof merchantPointsSchema>;

/**
 * `POST /api/merchant-points/redeem` `{globalPoints}`. The shape is checked here; the multiple of
 * 10,000 is the server's business refusal (MERCHANT_POINTS_INVALID_AMOUNT), as the contract gives it.
 */
export const merchantPointsRedeemBodySchema = z.object({
  globalPoints: z.number({ error: LOYALTY_MESSAGES.MERCHANT_POINTS_INVALID_AMOUNT }),
});
export type MerchantPointsRedeemBody = z.infer<typeof merchantPointsRedeemBodySchema>;

export const merchantPointHistoryEntrySchema = z.object({
  id: z.string(),
  historyType: z.enum(MERCHANT_POINT_HISTORY_TYPES),
  points: z.number().int(),
  pointBefore: z.number().int(),
  pointAfter: z.number().int(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type MerchantPointHistoryEntry = z.infer<typeof merchantPointHistoryEntrySchema>;
