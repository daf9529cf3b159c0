import { MERCHANT_REDEEM_BLOCK, type MerchantPoints } from '@perkdesk/contracts';
import { GLOBAL_POINTS_PER_CENT } from '@perkdesk/domain';
import type { LoyaltyContext } from './loyalty-context';
import { findMerchantPoints } from './merchant-points.repository';

/** The dollar value of the largest whole block of 10,000 points within `points`. */
const redeemableAmount = (points: number) =>
  (Math.floor(points / MERCHANT_REDEEM_BLOCK) * MERCHANT_REDEEM_BLOCK) / GLOBAL_POINTS_PER_CENT / 100;

export async function merchantBalance(ctx: LoyaltyContext, merchantId: string): Promise<MerchantPoints> {
  const row = await findMerchantPoints(ctx.db, merchantId);
  const redeemable = row?.redeemable ?? 0;
  return {
    redeemablePoints: redeemable,
    redeemedPoints: row?.redeemed ?? 0,
    redeemableAmount: redeemableAmount(redeemable),
  };
}
