import { MERCHANT_REDEEM_BLOCK, type MerchantPoints } from '@perkdesk/contracts';

// The Redeem form of the Global Points page (spec 2 §5: redeemed global points are a multiple of
// 10,000). The server applies the same rules; checking here says so before the merchant confirms.

/** 1,000 points ≈ $1 (spec 2 §5, contract §10 pointsPerDollarValue's default). */
const DEFAULT_POINTS_PER_DOLLAR = 1000;

export type RedeemProblem = 'atLeastOneBlock' | 'notMultiple' | 'tooMany';

/** The most the merchant can redeem: the largest multiple of 10,000 within the redeemable points. */
export function maxRedeemable(balance: Pick<MerchantPoints, 'redeemablePoints'>): number {
  return Math.floor(Math.max(0, balance.redeemablePoints) / MERCHANT_REDEEM_BLOCK) * MERCHANT_REDEEM_BLOCK;
}

/** Why `points` cannot be redeemed, or null when it can. */
export function redeemProblem(
  points: number | null,
  balance: Pick<MerchantPoints, 'redeemablePoints'>,
): RedeemProblem | null {
  if (points === null || points < MERCHANT_REDEEM_BLOCK) return 'atLeastOneBlock';
  if (!Number.isInteger(points) || points % MERCHANT_REDEEM_BLOCK !== 0) return 'notMultiple';
  if (points > balance.redeemablePoints) return 'tooMany';
  return null;
}

/**
 * The dollars `points` pay out. The server's `redeemableAmount` is the value of the redeemable
 * blocks, so its rate is read from there (the rate is a server setting); with no block yet, the
 * default of 1,000 points a dollar.
 */
export function payoutOf(points: number, balance: MerchantPoints): number {
  const blocks = maxRedeemable(balance);
  const perPoint = blocks > 0 ? balance.redeemableAmount / blocks : 1 / DEFAULT_POINTS_PER_DOLLAR;
  return Math.round(points * perPoint * 100) / 100;
}
