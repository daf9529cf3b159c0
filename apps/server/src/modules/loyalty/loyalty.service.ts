import {
  type GlobalPointHistoryPage,
  type GlobalPointSummary,
  MERCHANT_REDEEM_BLOCK,
  type MerchantPointHistoryEntry,
  type MerchantPoints,
  type PageQuery,
  type PointHistoryEntry,
  type PointsConfig,
  type PunchCard,
  type PunchHistoryEntry,
  type UserPoints,
} from '@perkdesk/contracts';
import { GLOBAL_POINTS_PER_CENT, punchCardStatus } from '@perkdesk/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerPointHistory,
  customerPoints,
  globalPointHistory,
  globalPoints,
  merchantPayoutRequests,
  merchantPointHistory,
  merchantPoints,
  promotions,
  punchCards,
  punchHistory,
} from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { LoyaltyBalances } from '../cart/loyalty-balances';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import { ensureGlobalPoints, moveMerchantPoints } from './ledger.repository';

const iso = (date: Date) => date.toISOString();
type CardRow = typeof punchCards.$inferSelect;

const toCard = (row: CardRow): PunchCard => ({
  id: row.id,
  promotionId: row.promotionId,
  promotionName: row.promotionName,
  merchantId: row.merchantId,
  punches: row.punches,
  requiredPunches: row.requiredPunches,
  status: punchCardStatus(row.punches, row.requiredPunches),
});

/** The dollar value of the largest whole block of 10,000 points within `points`. */
const redeemableAmount = (points: number) =>
  (Math.floor(points / MERCHANT_REDEEM_BLOCK) * MERCHANT_REDEEM_BLOCK) / GLOBAL_POINTS_PER_CENT / 100;

/**
 * The loyalty routes' reads and the merchant's redemption (contract §10). Customers see only
 * their own cards and balances: another customer's card id is answered as unknown (404).
 */
export function createLoyaltyService(deps: { db: Db; clock: Clock; points: PointsConfig }) {
  const { db, clock } = deps;

  const ownCard = async (customerId: string, id: string): Promise<CardRow> => {
    const [row] = await db.select().from(punchCards).where(eq(punchCards.id, id));
    if (!row || row.customerId !== customerId) throw notFound();
    return row;
  };

  const merchantBalance = async (merchantId: string): Promise<MerchantPoints> => {
    const [row] = await db.select().from(merchantPoints).where(eq(merchantPoints.merchantId, merchantId));
    const redeemable = row?.redeemable ?? 0;
    return {
      redeemablePoints: redeemable,
      redeemedPoints: row?.redeemed ?? 0,
      redeemableAmount: redeemableAmount(redeemable),
    };
  };

  const globalBalance = async (customerId: string) => {
    const [row] = await db.select().from(globalPoints).where(eq(globalPoints.customerId, customerId));
    return row;
  };

  return {
    /** Cards oldest first; with a store, only the cards of promotions offered at that store. */
    async punchCards(customerId: string, storeId?: string): Promise<PunchCard[]> {
      if (!storeId) {
        const rows = await db
          .select()
          .from(punchCards)
          .where(eq(punchCards.customerId, customerId))
          .orderBy(asc(punchCards.createdAt), asc(punchCards.id));
        return rows.map(toCard);
      }
      const store = await findStoreWithVersion(db, storeId);
      if (!store) throw notFound();
      const rows = await db
        .select({ card: punchCards })
        .from(punchCards)
        .innerJoin(promotions, eq(promotions.id, punchCards.promotionId))
        .where(
          and(
            eq(punchCards.customerId, customerId),
            eq(punchCards.merchantId, store.store.merchantId),
            sql`${promotions.storeIds} @> ${JSON.stringify([storeId])}::jsonb`,
          ),
        )
        .orderBy(asc(punchCards.createdAt), asc(punchCards.id));
      return rows.map((row) => toCard(row.card));
    },

    punchCard: async (customerId: string, id: string): Promise<PunchCard> =>
      toCard(await ownCard(customerId, id)),

    /** A card's history, oldest first. */
    async punchHistory(customerId: string, id: string): Promise<PunchHistoryEntry[]> {
      const card = await ownCard(customerId, id);
      const rows = await db
        .select()
        .from(punchHistory)
        .where(eq(punchHistory.punchCardId, card.id))
        .orderBy(asc(punchHistory.seq));
      return rows.map((row) => ({
        id: row.id,
        userPunchCardId: row.punchCardId,
        orderId: row.orderId,
        historyType: row.historyType,
        punchesBefore: row.punchesBefore,
        punchesAfter: row.punchesAfter,
        createdAt: iso(row.createdAt),
      }));
    },

    /** Points per merchant, then the global balance (`merchantId:null`). */
    async userPoints(customerId: string): Promise<UserPoints[]> {
      const rows = await db
        .select()
        .from(customerPoints)
        .where(eq(customerPoints.customerId, customerId))
        .orderBy(asc(customerPoints.createdAt), asc(customerPoints.id));
      // The global entry needs an id before the customer has ever had a global point: made once here.
      const global = (await globalBalance(customerId)) ?? {
        id: await ensureGlobalPoints(db, customerId, clock.now()),
        points: 0,
      };
      return [
        ...rows.map((row) => ({ id: row.id, merchantId: row.merchantId, point: row.points })),
        { id: global.id, merchantId: null, point: global.points },
      ];
    },

    /** The customer's point history at one merchant, oldest first (empty when it has none there). */
    async pointHistory(customerId: string, merchantId: string): Promise<PointHistoryEntry[]> {
      const rows = await db
        .select({ entry: customerPointHistory })
        .from(customerPointHistory)
        .innerJoin(customerPoints, eq(customerPoints.id, customerPointHistory.customerPointsId))
        .where(and(eq(customerPoints.customerId, customerId), eq(customerPoints.merchantId, merchantId)))
        .orderBy(asc(customerPointHistory.seq));
      return rows.map(({ entry }) => ({
        id: entry.id,
        orderId: entry.orderId,
        historyType: entry.historyType,
        points: entry.points,
        pointBefore: entry.pointBefore,
        pointAfter: entry.pointAfter,
        createdAt: iso(entry.createdAt),
      }));
    },

    globalPoints: async (customerId: string): Promise<number> =>
      (await globalBalance(customerId))?.points ?? 0,

    /** A page of the global history, newest first. */
    async globalHistory(customerId: string, page: PageQuery): Promise<GlobalPointHistoryPage> {
      const where = eq(globalPointHistory.customerId, customerId);
      const rows = await db
        .select()
        .from(globalPointHistory)
        .where(where)
        .orderBy(desc(globalPointHistory.seq))
        .limit(page.pageSize)
        .offset(page.pageNumber * page.pageSize);
      const [total] = await db.select({ n: count() }).from(globalPointHistory).where(where);
      return {
        content: rows.map((row) => ({
          id: row.id,
          historyType: row.historyType,
          globalPoints: row.points,
          pointBefore: row.pointBefore,
          pointAfter: row.pointAfter,
          orderId: row.orderId,
          level: row.level,
          createdAt: iso(row.createdAt),
        })),
        totalElements: total?.n ?? 0,
        ...page,
      };
    },

    /** Balance, points spent on orders, and the referral rewards received per level (every level listed). */
    async globalSummary(customerId: string): Promise<GlobalPointSummary> {
      const balance = await globalBalance(customerId);
      const rewards = await db
        .select({
          level: globalPointHistory.level,
          total: sql<number>`coalesce(sum(${globalPointHistory.points}), 0)::int`,
        })
        .from(globalPointHistory)
        .where(
          and(
            eq(globalPointHistory.customerId, customerId),
            eq(globalPointHistory.historyType, 'REFERRAL_REWARD'),
          ),
        )
        .groupBy(globalPointHistory.level);
      const byLevel = new Map(rewards.map((row) => [row.level, Number(row.total)]));
      const levels = Array.from({ length: deps.points.highestReferralLevel }, (_, index) => index + 1);
      return {
        availablePoints: balance?.points ?? 0,
        redeemedPoints: balance?.redeemed ?? 0,
        transactionReferralReward: levels.map((level) => ({ level, globalPoints: byLevel.get(level) ?? 0 })),
      };
    },

    config: (): PointsConfig => deps.points,

    merchantPoints: merchantBalance,

    /**
     * Redeems a whole number of 10,000-point blocks: the balance moves by a conditional update
     * (never below zero under concurrent redemptions), and a payout request is recorded.
     */
    async redeem(merchantId: string, points: number): Promise<MerchantPoints> {
      if (!Number.isSafeInteger(points) || points <= 0 || points % MERCHANT_REDEEM_BLOCK !== 0)
        throw new AppError('MERCHANT_POINTS_INVALID_AMOUNT');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const moved = await moveMerchantPoints(
          tx,
          merchantId,
          points,
          { orderId: null, historyType: 'REDEEMED' },
          now,
        );
        if (!moved) throw new AppError('MERCHANT_POINTS_INSUFFICIENT');
        await tx.insert(merchantPayoutRequests).values({
          id: newId(now.getTime()),
          merchantId,
          points,
          amountCents: points / GLOBAL_POINTS_PER_CENT,
          createdAt: now,
        });
      });
      return merchantBalance(merchantId);
    },

    /** The merchant's history, oldest first. */
    async merchantHistory(merchantId: string): Promise<MerchantPointHistoryEntry[]> {
      const rows = await db
        .select()
        .from(merchantPointHistory)
        .where(eq(merchantPointHistory.merchantId, merchantId))
        .orderBy(asc(merchantPointHistory.seq));
      return rows.map((row) => ({
        id: row.id,
        historyType: row.historyType,
        points: row.points,
        pointBefore: row.pointBefore,
        pointAfter: row.pointAfter,
        orderId: row.orderId,
        createdAt: iso(row.createdAt),
      }));
    },
  };
}
export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/** The cart's read-only view of the balances (the redeem route's check). */
export function createLoyaltyBalances(db: Db): LoyaltyBalances {
  return {
    async punches(customerId, promotionIds) {
      if (promotionIds.length === 0) return new Map();
      const rows = await db
        .select({ promotionId: punchCards.promotionId, punches: punchCards.punches })
        .from(punchCards)
        .where(
          and(eq(punchCards.customerId, customerId), inArray(punchCards.promotionId, [...promotionIds])),
        );
      return new Map(rows.map((row) => [row.promotionId, row.punches]));
    },
    async merchantPoints(customerId, merchantId) {
      const [row] = await db
        .select({ points: customerPoints.points })
        .from(customerPoints)
        .where(and(eq(customerPoints.customerId, customerId), eq(customerPoints.merchantId, merchantId)));
      return row?.points ?? 0;
    },
  };
}

/** The checkout's global points balance (orders' GlobalPointsBalance). */
export const globalPointsBalanceOf =
  (db: Db) =>
  async (customerId: string): Promise<number> => {
    const [row] = await db
      .select({ points: globalPoints.points })
      .from(globalPoints)
      .where(eq(globalPoints.customerId, customerId));
    return row?.points ?? 0;
  };
