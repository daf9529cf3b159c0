import { MERCHANT_REDEEM_BLOCK, type MerchantPoints } from '@perkdesk/contracts';
import { GLOBAL_POINTS_PER_CENT } from '@perkdesk/domain';
import { AppError } from '../../lib/app-error';
import type { LoyaltyContext } from './loyalty-context';
import { merchantBalance } from './merchant-balance';
import { insertPayoutRequest, moveMerchantPoints } from './merchant-points.repository';

/**
 * Redeems a whole number of 10,000-point blocks: the balance moves by a conditional update
 * (never below zero under concurrent redemptions), and a payout request is recorded.
 */
export async function redeemMerchantPoints(
  ctx: LoyaltyContext,
  merchantId: string,
  points: number,
): Promise<MerchantPoints> {
  if (!Number.isSafeInteger(points) || points <= 0 || points % MERCHANT_REDEEM_BLOCK !== 0)
    throw new AppError('MERCHANT_POINTS_INVALID_AMOUNT');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const moved = await moveMerchantPoints(
      tx,
      merchantId,
      points,
      { orderId: null, historyType: 'REDEEMED' },
      now,
    );
    if (!moved) throw new AppError('MERCHANT_POINTS_INSUFFICIENT');
    await insertPayoutRequest(tx, { merchantId, points, amountCents: points / GLOBAL_POINTS_PER_CENT }, now);
  });
  return merchantBalance(ctx, merchantId);
}
