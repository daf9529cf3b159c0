import type { DiscountStage } from '../pricing/discounts';
import {
  type CartLineInput,
  type PriceCartInput,
  type PriceCartResult,
  priceCart,
} from '../pricing/price-cart';
import type { PromotionEntry } from './entries';
import {
  type DealEvaluation,
  type DealSetup,
  evaluateDeals,
  type LineAdjustment,
  planDeals,
} from './evaluate-deals';

// The deal engine as `priceCart`'s discount stage (pricing/discounts.ts). Applicability is
// worked out once per stage (it does not depend on the lines), the deal maths on every call.

/**
 * The discount stage for one customer's cart at one instant: the promotions that apply (contract
 * §6) and their deal maths (§7). The priced cart's `appliedPromotions` hold every entry of the
 * cart's three lists, each with its `list` (`promotionListsInDollars` splits them).
 */
export function createDealStage(setup: DealSetup): DiscountStage<PromotionEntry> {
  const plan = planDeals(setup);
  return (context) => evaluateDeals(context, plan);
}

export interface DealPricing {
  result: PriceCartResult<PromotionEntry>;
  /** The lines priced: the input's, less the picks and redeem lines adjusted away. */
  lines: CartLineInput[];
  /** What changed in the input's lines (a quantity of 0: the line was dropped); the cart stores it. */
  adjustments: LineAdjustment[];
}

/** More than enough: each pass only shrinks picks and redeem lines, and shrinking one frees slots for the rest. */
const MAX_PASSES = 4;

function adjusted(lines: readonly CartLineInput[], adjustments: readonly LineAdjustment[]): CartLineInput[] {
  const quantities = new Map(adjustments.map((a) => [a.lineId, a.quantity]));
  return lines.flatMap((line) => {
    const quantity = quantities.get(line.id);
    if (quantity === undefined) return [line];
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

/**
 * Prices a cart with the deal engine, dropping or shrinking the picks whose deal stopped
 * qualifying (or allows fewer units now) and the redeem lines whose promotion stopped applying,
 * then pricing again: a cart never shows a pick at full price. Product names for the entries
 * come from the lines unless the setup names them.
 */
export function priceCartWithDeals(
  input: Omit<PriceCartInput<PromotionEntry>, 'discounts'>,
  setup: DealSetup,
): DealPricing {
  const names = new Map<string, string>();
  for (const line of input.lines) names.set(line.product.id, line.product.name);
  const plan = planDeals({ ...setup, productName: setup.productName ?? ((id) => names.get(id)) });
  let lines = [...input.lines];
  const adjustments: LineAdjustment[] = [];
  for (let pass = 1; ; pass++) {
    let evaluation: DealEvaluation | null = null;
    const result = priceCart<PromotionEntry>({
      ...input,
      lines,
      discounts: (context) => {
        evaluation = evaluateDeals(context, plan);
        return evaluation;
      },
    });
    const changes = (evaluation as DealEvaluation | null)?.lineAdjustments ?? [];
    if (changes.length === 0 || pass === MAX_PASSES) return { result, lines, adjustments };
    for (const change of changes) {
      const earlier = adjustments.findIndex((a) => a.lineId === change.lineId);
      if (earlier >= 0) adjustments.splice(earlier, 1);
      adjustments.push(change);
    }
    lines = adjusted(lines, changes);
  }
}
