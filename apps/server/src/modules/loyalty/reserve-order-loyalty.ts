import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from '../orders/orders.public';
import { ensureCustomerPoints, moveCustomerPoints } from './customer-points.repository';
import { moveGlobalPoints } from './global-points.repository';
import type { OrderLoyaltyContext } from './loyalty-context';
import { orderLoyaltyOf, spendsAnything } from './order-entries';
import { claimReservation } from './order-loyalty.repository';
import { findPunchCardId, movePunches } from './punch-cards.repository';

/**
 * Confirm: the punches, merchant points and global points the order spends are taken by
 * conditional decrements; too few throws INSUFFICIENT_PUNCHES, INSUFFICIENT_POINTS or
 * GLOBAL_POINTS_INSUFFICIENT and the caller's transaction rolls back.
 */
export async function reserveOrderLoyalty(ctx: OrderLoyaltyContext, tx: Executor, order: OrderRow) {
  const now = ctx.now();
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
}
