import type { PointsConfig } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderActionCredits } from '../order-actions/order-actions.service';
import type { OrderRow } from '../orders/orders.public';
import type { OrderReservations } from '../orders/orders.service';
import {
  ensureCustomerPoints,
  ensurePunchCard,
  findPunchCardId,
  moveCustomerPoints,
  moveGlobalPoints,
  moveMerchantPoints,
  movePunches,
} from './ledger.repository';
import { type OrderLoyalty, orderLoyaltyOf } from './order-entries';
import {
  claimCompletion,
  claimCredit,
  claimRelease,
  claimReservation,
  claimReversal,
} from './order-loyalty.repository';
import type { PromotionStock } from './promotion-stock';
import { rewardReferrers, rewardRegistration } from './referral-rewards';

/**
 * What an order does to the loyalty ledgers, each step inside the caller's transaction and
 * exactly once per order (order_loyalty marks):
 *
 * - `reserve` (confirm): the punches, merchant points and global points the order spends are
 *   taken by conditional decrements; too few gives INSUFFICIENT_PUNCHES, INSUFFICIENT_POINTS or
 *   GLOBAL_POINTS_INSUFFICIENT and the caller's transaction rolls back.
 * - `release` (customer cancel, a failed re-check): gives a held reservation back (REVERTED).
 * - `accepted`: punches EARNED, point-perk points ADDED, `earnedGlobalPoints` ADDED.
 * - `reverted` (reject, merchant cancel): the reservation given back and the credits taken back;
 *   credits already spent are taken back as far as the balance goes (never below zero).
 * - `completed`: `limitedStock` consumed, the merchant credited `globalPointsUsed`, referral and
 *   registration rewards.
 */
export function createOrderCredits(deps: {
  now: () => Date;
  points: PointsConfig;
  stock: PromotionStock;
}): OrderActionCredits & OrderReservations {
  const { points, stock } = deps;

  const release = async (tx: Executor, order: OrderRow) => {
    const now = deps.now();
    const spent = orderLoyaltyOf(order);
    if (!spendsAnything(order, spent)) return;
    if (!(await claimRelease(tx, order.id))) return;
    const ref = { orderId: order.id, historyType: 'REVERTED' as const };
    for (const { promotionId, punches } of spent.punchSpends) {
      const cardId = await findPunchCardId(tx, order.customerId, promotionId);
      if (cardId) await movePunches(tx, cardId, punches, ref, now);
    }
    if (spent.pointsSpent > 0) {
      const balanceId = await ensureCustomerPoints(tx, order.customerId, order.merchantId, now);
      await moveCustomerPoints(tx, balanceId, spent.pointsSpent, ref, now);
    }
    if (order.globalPointsUsed > 0)
      await moveGlobalPoints(tx, order.customerId, order.globalPointsUsed, { ...ref, unspend: true }, now);
  };

  return {
    reserves: (order) => spendsAnything(order, orderLoyaltyOf(order)),

    async reserve(tx, order) {
      const now = deps.now();
      const spent = orderLoyaltyOf(order);
      // Most orders spend nothing: no mark to write, nothing to give back later (release checks
      // the same frozen figures, which cannot change after checkout).
      if (!spendsAnything(order, spent)) return;
      if (!(await claimReservation(tx, order.id, now))) return;
      for (const { promotionId, punches } of spent.punchSpends) {
        const cardId = await findPunchCardId(tx, order.customerId, promotionId);
        const moved =
          cardId &&
          (await movePunches(tx, cardId, -punches, { orderId: order.id, historyType: 'REDEEMED' }, now));
        if (!moved) throw new AppError('INSUFFICIENT_PUNCHES');
      }
      if (spent.pointsSpent > 0) {
        const balanceId = await ensureCustomerPoints(tx, order.customerId, order.merchantId, now);
        const ref = { orderId: order.id, historyType: 'USED' as const };
        if (!(await moveCustomerPoints(tx, balanceId, -spent.pointsSpent, ref, now)))
          throw new AppError('INSUFFICIENT_POINTS');
      }
      if (order.globalPointsUsed > 0) {
        const ref = { orderId: order.id, historyType: 'USED' as const };
        if (!(await moveGlobalPoints(tx, order.customerId, -order.globalPointsUsed, ref, now)))
          throw new AppError('GLOBAL_POINTS_INSUFFICIENT');
      }
    },

    release,

    async accepted(tx, order) {
      const now = deps.now();
      if (!(await claimCredit(tx, order.id, now))) return;
      const earned = orderLoyaltyOf(order);
      const ref = { orderId: order.id };
      for (const earn of earned.punchEarns) {
        const cardId = await ensurePunchCard(
          tx,
          {
            customerId: order.customerId,
            promotionId: earn.promotionId,
            merchantId: order.merchantId,
            promotionName: earn.promotionName,
            requiredPunches: earn.requiredPunches,
          },
          now,
        );
        await movePunches(tx, cardId, earn.punches, { ...ref, historyType: 'EARNED' }, now);
      }
      if (earned.pointsEarned > 0) {
        const balanceId = await ensureCustomerPoints(tx, order.customerId, order.merchantId, now);
        await moveCustomerPoints(tx, balanceId, earned.pointsEarned, { ...ref, historyType: 'ADDED' }, now);
      }
      const global = customerShare(order.earnedGlobalPoints, points);
      if (global > 0)
        await moveGlobalPoints(tx, order.customerId, global, { ...ref, historyType: 'ADDED' }, now);
    },

    async reverted(tx, order) {
      const now = deps.now();
      await release(tx, order);
      const { credited } = await claimReversal(tx, order.id, now);
      if (!credited) return;
      const earned = orderLoyaltyOf(order);
      const ref = { orderId: order.id, historyType: 'REVERTED' as const };
      for (const earn of earned.punchEarns) {
        const cardId = await findPunchCardId(tx, order.customerId, earn.promotionId);
        if (cardId) await movePunches(tx, cardId, -earn.punches, ref, now, 'floor');
      }
      if (earned.pointsEarned > 0) {
        const balanceId = await ensureCustomerPoints(tx, order.customerId, order.merchantId, now);
        await moveCustomerPoints(tx, balanceId, -earned.pointsEarned, ref, now, 'floor');
      }
      const global = customerShare(order.earnedGlobalPoints, points);
      if (global > 0) await moveGlobalPoints(tx, order.customerId, -global, ref, now, 'floor');
    },

    async completed(tx, order) {
      const now = deps.now();
      if (!(await claimCompletion(tx, order.id, now))) return;
      for (const { promotionId, uses } of orderLoyaltyOf(order).stockUses)
        await stock.consume(tx, promotionId, uses);
      if (order.globalPointsUsed > 0)
        await moveMerchantPoints(
          tx,
          order.merchantId,
          order.globalPointsUsed,
          { orderId: order.id, historyType: 'ADDED' },
          now,
        );
      await rewardReferrers(tx, order, points, now);
      await rewardRegistration(tx, order.customerId, points, now);
    },
  };
}

/** Whether an order holds any punches, merchant points or global points at confirm. */
const spendsAnything = (order: OrderRow, spent: OrderLoyalty): boolean =>
  spent.punchSpends.length > 0 || spent.pointsSpent > 0 || order.globalPointsUsed > 0;

/** The part of an order's `earnedGlobalPoints` the customer gets (`customerPercentOnOrder`, 100 by default). */
export function customerShare(earned: number, points: Pick<PointsConfig, 'customerPercentOnOrder'>): number {
  return Math.floor((earned * Math.round(points.customerPercentOnOrder * 1000)) / 100_000);
}
