import { percentageInThousandths } from '../applied-taxes';
import { halfUp } from '../money';

// The two roundings of contract §7 Deal maths, in integer cents: a percentage of one amount
// (half up), and a fixed sum spread over several amounts (largest remainder). Both stay in
// doubles while every intermediate product is an exact integer, and fall back to BigInt beyond.

const SAFE = Number.MAX_SAFE_INTEGER;

/** floor(a × b / c) and its remainder, for integers a, b ≥ 0 and c > 0. */
function mulDiv(a: number, b: number, c: number): { quotient: number; remainder: number } {
  const product = a * b;
  if (product <= SAFE) {
    let quotient = Math.floor(product / c);
    // The division is rounded: step back or forward once so that q·c ≤ a·b < (q+1)·c exactly.
    if (quotient * c > product) quotient -= 1;
    else if ((quotient + 1) * c <= product) quotient += 1;
    return { quotient, remainder: product - quotient * c };
  }
  const big = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return { quotient: Number(big / divisor), remainder: Number(big % divisor) };
}

/** `halfUp(amount × p / 100)` (contract §7): p in percent, at most three decimals. */
export function percentOfCents(amountCents: number, percent: number): number {
  const thousandths = percentageInThousandths(percent);
  const numerator = amountCents * thousandths;
  if (2 * numerator + 100_000 <= SAFE) {
    return mulDiv(2 * numerator + 100_000, 1, 200_000).quotient;
  }
  return halfUp(numerator, 100_000);
}

/**
 * Spreads D cents over amounts aᵢ (contract §7): each gets floor(D·aᵢ/Σa), and the cents left go
 * one each to the largest remainders, ties to the earlier amount. D must not exceed Σa, so no
 * share exceeds its amount. All zero when D or Σa is 0.
 */
export function spreadCents(totalCents: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  if (totalCents > sum) throw new RangeError(`Cannot spread ${totalCents} over ${sum}.`);
  if (totalCents === 0 || sum === 0) return amounts.map(() => 0);
  const shares: number[] = [];
  const remainders: number[] = [];
  let given = 0;
  for (const amount of amounts) {
    const { quotient, remainder } = mulDiv(totalCents, amount, sum);
    shares.push(quotient);
    remainders.push(remainder);
    given += quotient;
  }
  let left = totalCents - given;
  if (left > 0) {
    const order = amounts.map((_, i) => i);
    order.sort((a, b) => (remainders[b] as number) - (remainders[a] as number) || a - b);
    for (const i of order) {
      if (left === 0) break;
      shares[i] = (shares[i] as number) + 1;
      left -= 1;
    }
  }
  return shares;
}
