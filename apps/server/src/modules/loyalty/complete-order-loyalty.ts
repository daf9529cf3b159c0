import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders/orders.public';
import type { OrderLoyaltyContext } from './loyalty-context';
import { moveMerchantPoints } from './merchant-points.repository';
import { orderLoyaltyOf } from './order-entries';
import { claimCompletion } from './order-loyalty.repository';
import { rewardReferrers, rewardRegistration } from './referral-rewards';

/** Complete: `limitedStock` consumed, the merchant credited `globalPointsUsed`, referral and registration rewards. */
export async function completeOrderLoyalty(ctx: OrderLoyaltyContext, tx: Executor, order: OrderRow) {
  const now = ctx.now();
  if (!(await claimCompletion(tx, order.id, now))) return;
  for (const { promotionId, uses } of orderLoyaltyOf(order).stockUses)
    await ctx.stock.consume(tx, promotionId, uses);
  if (order.globalPointsUsed > 0)
    await moveMerchantPoints(
      tx,
      order.merchantId,
      order.globalPointsUsed,
      { orderId: order.id, historyType: 'ADDED' },
      now,
    );
  await rewardReferrers(tx, order, ctx.points, now);
  await rewardRegistration(tx, order.customerId, ctx.points, now);
}
