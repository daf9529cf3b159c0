/** The service fee's terms in cents (contract §16 `SERVICE_FEE_AMOUNT`, `SERVICE_FEE_THRESHOLD`). */
export interface ServiceFeeTerms {
  amountCents: number;
  thresholdCents: number;
}

/** The contract's defaults: 0.50 below 5.00. */
export const DEFAULT_SERVICE_FEE: ServiceFeeTerms = { amountCents: 50, thresholdCents: 500 };

/**
 * The service fee for N = subAmount − discountAmount, in cents (contract §7 Service fee): the
 * fee's amount when 0 < N < threshold, otherwise 0 — so an empty or fully discounted cart and
 * one at or above the threshold pay none. Never taxed.
 */
export function serviceFeeCents(
  netAmountCents: number,
  terms: ServiceFeeTerms = DEFAULT_SERVICE_FEE,
): number {
  return netAmountCents > 0 && netAmountCents < terms.thresholdCents ? terms.amountCents : 0;
}
