import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders/orders.public';
import { ensureCustomerPoints, moveCustomerPoints } from './customer-points.repository';
import { moveGlobalPoints } from './global-points.repository';
import type { OrderLoyaltyContext } from './loyalty-context';
import { customerShare, orderLoyaltyOf } from './order-entries';
import { claimCredit } from './order-loyalty.repository';
import { ensurePunchCard, movePunches } from './punch-cards.repository';

/** Accept: punches EARNED, point-perk points ADDED, the customer's share of `earnedGlobalPoints` ADDED. */
export async function creditAcceptedOrder(ctx: OrderLoyaltyContext, tx: Executor, order: OrderRow) {
  const now = ctx.now();
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
  const global = customerShare(order.earnedGlobalPoints, ctx.points);
  if (global > 0) await moveGlobalPoints(tx, order.customerId, global, { ...ref, historyType: 'ADDED' }, now);
}
