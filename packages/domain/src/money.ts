/** The violation for an amount with more than two decimals (contract §1 Money). */
export const AMOUNT_DECIMALS_MESSAGE = 'Amounts may have at most 2 decimals';

/** Whether a dollar amount has at most two decimals, read as the decimal the client wrote. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const cents = amount * 100;
  // 0.07 * 100 is 7.000000000000001 in binary floating point: compare with a tolerance far
  // below a tenth of a cent, so 1.005 (100.49999…) is still refused.
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Dollars (at most two decimals) to integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents to dollars, as JSON numbers carry them. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * `halfUp(n/d)` to the cent: `floor((2n + d) / 2d)` for integers n ≥ 0 and d > 0 (contract §1).
 * Computed in BigInt so that products of cents and rates never lose precision.
 */
export function halfUp(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const twice = 2n * d;
  const sum = 2n * n + d;
  // BigInt division truncates towards zero; floor differs only for negative quotients.
  const quotient = sum / twice;
  return Number(sum % twice !== 0n && sum < 0n ? quotient - 1n : quotient);
}
