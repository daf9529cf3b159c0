import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders/orders.public';
import { ensureCustomerPoints, moveCustomerPoints } from './customer-points.repository';
import { moveGlobalPoints } from './global-points.repository';
import type { OrderLoyaltyContext } from './loyalty-context';
import { orderLoyaltyOf, spendsAnything } from './order-entries';
import { claimRelease } from './order-loyalty.repository';
import { findPunchCardId, movePunches } from './punch-cards.repository';

/** Customer cancel, a failed re-check, a reversal: gives a held reservation back (REVERTED). */
export async function releaseOrderLoyalty(ctx: OrderLoyaltyContext, tx: Executor, order: OrderRow) {
  const now = ctx.now();
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
}
