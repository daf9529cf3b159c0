// Global points (contract §7 Global points): earned on N = subAmount − discountAmount, spent at
// checkout in steps of 10,000 (= $10), at most one step per full $10 of N.

/** Points are spent in multiples of this. */
export const GLOBAL_POINTS_STEP = 10_000;
/** 1,000 points = $1, so 10 points = 1 cent. */
export const GLOBAL_POINTS_PER_CENT = 10;

export const GLOBAL_POINTS_MESSAGES = {
  GLOBAL_POINTS_INVALID_AMOUNT: 'Invalid amount of Global Point used',
  GLOBAL_POINTS_OVER_MAXIMUM: 'Global Point is more than Maximum for this case',
  GLOBAL_POINTS_INSUFFICIENT: 'User does not have enough Global Points!',
} as const;

export type GlobalPointsProblem = keyof typeof GLOBAL_POINTS_MESSAGES;

/** `earnedGlobalPoints = floor(10 × N)` with N in dollars, i.e. floor(N in cents / 10). */
export function earnedGlobalPoints(netAmountCents: number): number {
  return Math.max(0, Math.floor(netAmountCents / 10));
}

/** The most points an order of N may spend: 10,000 × floor(N / $10). */
export function maxGlobalPoints(netAmountCents: number): number {
  return GLOBAL_POINTS_STEP * Math.max(0, Math.floor(netAmountCents / 1000));
}

/** What spent points are worth, in cents: points / 1,000 dollars (whole cents for any multiple of 10). */
export function globalPointsEquivalentCents(points: number): number {
  return Math.floor(points / GLOBAL_POINTS_PER_CENT);
}

/**
 * The checks on the points a checkout spends, in the contract's order: a non-negative multiple
 * of 10,000; at most the maximum for N; at most the balance (skipped when no balance is given).
 * Null when the amount may be spent.
 */
export function checkGlobalPoints(
  points: number,
  netAmountCents: number,
  balance?: number | null,
): GlobalPointsProblem | null {
  if (!Number.isSafeInteger(points) || points < 0 || points % GLOBAL_POINTS_STEP !== 0) {
    return 'GLOBAL_POINTS_INVALID_AMOUNT';
  }
  if (points > maxGlobalPoints(netAmountCents)) return 'GLOBAL_POINTS_OVER_MAXIMUM';
  if (balance !== undefined && balance !== null && points > balance) return 'GLOBAL_POINTS_INSUFFICIENT';
  return null;
}
