import { type AppliedTaxCents, applyTaxes, type TaxRate } from '../applied-taxes';
import { type DeliveryRuleTerms, selectDeliveryRule } from '../delivery-rules';
import { greatCircleDistanceKm, type LatLng } from '../geo-distance';
import { deliveryTaxConfigIds, taxRatesFor } from './effective-taxes';

/** A delivery rule as pricing needs it (contract §4 Delivery rules), amounts in cents. */
export interface PricingDeliveryRule extends DeliveryRuleTerms {
  priceCents: number;
  isDefaultStoreTax: boolean;
  taxConfigIds: readonly string[];
}

/** A priced delivery: the contract's DeliveryQuote fields, in cents. */
export interface PricedDelivery {
  deliveryRuleId: string;
  distanceKm: number;
  deliveryPriceCents: number;
  deliveryAppliedTaxes: AppliedTaxCents[];
  deliveryTaxAmountCents: number;
  /** True when the rule's taxes are an empty list. */
  isDeliveryPriceTaxExempt: boolean;
  /** Price plus its taxes. */
  totalDeliveryAmountCents: number;
}

export const DELIVERY_RULE_NOT_FOUND_MESSAGE = 'No matching delivery rule found.';

/**
 * The delivery for `distanceKm` and an amount in cents (contract §4 Selection; for an order the
 * amount is subAmount − discountAmount): the rule `selectDeliveryRule` picks, its price, and each
 * of its taxes as `halfUp(price × pct / 100)` with zero taxes omitted. Null when no rule matches
 * (`DELIVERY_RULE_NOT_FOUND`).
 */
export function priceDelivery(input: {
  rules: readonly PricingDeliveryRule[];
  distanceKm: number;
  amountCents: number;
  storeTaxConfigIds: readonly string[];
  taxConfigs: ReadonlyMap<string, TaxRate>;
}): PricedDelivery | null {
  const rule = selectDeliveryRule(input.rules, input.distanceKm, input.amountCents);
  if (!rule) return null;
  const ids = deliveryTaxConfigIds(rule, input.storeTaxConfigIds);
  const taxes = applyTaxes(rule.priceCents, taxRatesFor(ids, input.taxConfigs));
  const taxCents = taxes.reduce((sum, tax) => sum + tax.taxAmountCents, 0);
  return {
    deliveryRuleId: rule.id,
    distanceKm: input.distanceKm,
    deliveryPriceCents: rule.priceCents,
    deliveryAppliedTaxes: taxes,
    deliveryTaxAmountCents: taxCents,
    isDeliveryPriceTaxExempt: ids.length === 0,
    totalDeliveryAmountCents: rule.priceCents + taxCents,
  };
}

/**
 * The distance a delivery is priced at (contract §9 Delivery at confirm): the great-circle
 * distance from the store, with 2 decimals, when the address has a location; otherwise the
 * distance the client stated. Null when neither is known.
 */
export function deliveryDistanceKm(
  store: LatLng,
  address: LatLng | null | undefined,
  statedDistanceKm: number | null | undefined,
): number | null {
  if (address) return greatCircleDistanceKm(store, address);
  return statedDistanceKm ?? null;
}
