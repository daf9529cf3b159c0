import type { GlobalPointSummary } from '@perkdesk/contracts';
import { findGlobalPoints, sumReferralRewardsByLevel } from './global-points.repository';
import type { LoyaltyContext } from './loyalty-context';

/** Balance, points spent on orders, and the referral rewards received per level (every level listed). */
export async function globalSummary(ctx: LoyaltyContext, customerId: string): Promise<GlobalPointSummary> {
  const balance = await findGlobalPoints(ctx.db, customerId);
  const byLevel = await sumReferralRewardsByLevel(ctx.db, customerId);
  const levels = Array.from({ length: ctx.points.highestReferralLevel }, (_, index) => index + 1);
  return {
    availablePoints: balance?.points ?? 0,
    redeemedPoints: balance?.redeemed ?? 0,
    transactionReferralReward: levels.map((level) => ({ level, globalPoints: byLevel.get(level) ?? 0 })),
  };
}
