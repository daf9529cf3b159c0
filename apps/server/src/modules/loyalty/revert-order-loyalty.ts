import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders/orders.public';
import { ensureCustomerPoints, moveCustomerPoints } from './customer-points.repository';
import { moveGlobalPoints } from './global-points.repository';
import type { OrderLoyaltyContext } from './loyalty-context';
import { customerShare, orderLoyaltyOf } from './order-entries';
import { claimReversal } from './order-loyalty.repository';
import { findPunchCardId, movePunches } from './punch-cards.repository';
import { releaseOrderLoyalty } from './release-order-loyalty';

/**
 * Reject, merchant cancel: the reservation given back and the credits taken back; credits
 * already spent are taken back as far as the balance goes (never below zero).
 */
export async function revertOrderLoyalty(ctx: OrderLoyaltyContext, tx: Executor, order: OrderRow) {
  const now = ctx.now();
  await releaseOrderLoyalty(ctx, tx, order);
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
  const global = customerShare(order.earnedGlobalPoints, ctx.points);
  if (global > 0) await moveGlobalPoints(tx, order.customerId, -global, ref, now, 'floor');
}
