import { halfUp } from './money';

/** A tax rate: its type and percentage, with at most three decimals (9.975). */
export interface TaxRate {
  taxType: string;
  percentage: number;
}

/** One tax as charged (contract §1 AppliedTax); the amount in cents. */
export interface AppliedTaxCents {
  taxType: string;
  taxPercentage: number;
  taxAmountCents: number;
}

/** A percentage in thousandths of a percent, exactly: 9.975 → 9975. */
export function percentageInThousandths(percentage: number): number {
  return Math.round(percentage * 1000);
}

/**
 * Each tax on an amount is `halfUp(amount × pct / 100)` in cents, computed exactly; taxes that
 * come to zero are omitted (contract §4 DeliveryQuote).
 */
export function applyTaxes(amountCents: number, rates: readonly TaxRate[]): AppliedTaxCents[] {
  return rates
    .map((rate) => ({
      taxType: rate.taxType,
      taxPercentage: rate.percentage,
      taxAmountCents: halfUp(amountCents * percentageInThousandths(rate.percentage), 100_000),
    }))
    .filter((tax) => tax.taxAmountCents > 0);
}
