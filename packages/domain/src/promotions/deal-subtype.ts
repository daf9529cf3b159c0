import { type DealType, groupIndexOf, type Promotion } from './promotion';

// Contract §6 "Deal subtype": derived from the fields on every write, first match wins.

/** The violation for a deal that matches no row of the table. */
export const DEAL_INCOMPLETE_MESSAGE = 'Deal configuration is incomplete.';

type SubtypeFields = Pick<
  Promotion,
  | 'type'
  | 'requiredProductList'
  | 'rewardProductList'
  | 'discountPercent'
  | 'discountAmountCents'
  | 'fixedAmountCents'
  | 'requiredAmountCents'
>;

const positive = (value: number | null) => value !== null && value > 0;

/**
 * Whether the required list is split into groups. A null `groupIndex` means group 0, so an entry
 * with an explicit 0 is no different from one without: the list has group indexes when some entry
 * names a group other than 0 (every multi deal does, since it needs groups 0..g−1 with g ≥ 2).
 */
export const hasGroupIndexes = (promotion: Pick<Promotion, 'requiredProductList'>) =>
  promotion.requiredProductList.some((entry) => groupIndexOf(entry) > 0);

/**
 * The deal subtype (contract §6), or null for a deal that matches no row ("Deal configuration is
 * incomplete."). Non-deals get DEAL_UNKNOWN.
 *
 * | 1 | group indexes, fixedAmount > 0                      | MULTI_BUNDLE |
 * | 1 | group indexes, discountAmount > 0                   | MULTI_COMBO |
 * | 2 | required list (no group indexes) and reward list    | BUY_ONE_GET_ONE (percent defaults to 100) |
 * | 3 | reward list only, percent 100 or absent, requiredAmount > 0 | FREE_ITEM |
 * | 3 | reward list only, any other case                    | DISCOUNT_ITEMS_P |
 * | 4 | no products, discountAmount > 0                     | DISCOUNT_CART_F |
 * | 4 | no products, discountPercent > 0                    | DISCOUNT_CART_P |
 */
export function dealSubtypeOf(promotion: SubtypeFields): DealType | null {
  if (promotion.type !== 'DEAL') return 'DEAL_UNKNOWN';
  const required = promotion.requiredProductList.length > 0;
  const reward = promotion.rewardProductList.length > 0;
  if (required && hasGroupIndexes(promotion)) {
    if (positive(promotion.fixedAmountCents)) return 'DEAL_MULTI_BUNDLE';
    if (positive(promotion.discountAmountCents)) return 'DEAL_MULTI_COMBO';
    return null;
  }
  if (required && reward) return 'DEAL_BUY_ONE_GET_ONE';
  if (reward && !required) {
    const percent = promotion.discountPercent;
    const fullPercent = percent === null || percent === 100;
    return fullPercent && positive(promotion.requiredAmountCents)
      ? 'DEAL_FREE_ITEM'
      : 'DEAL_DISCOUNT_ITEMS_P';
  }
  if (!required && !reward) {
    if (positive(promotion.discountAmountCents)) return 'DEAL_DISCOUNT_CART_F';
    if (positive(promotion.discountPercent)) return 'DEAL_DISCOUNT_CART_P';
  }
  return null;
}

/**
 * Multi deals need group indexes 0..g−1 with g ≥ 2 (contract §6). Null when the groups are
 * right (or the deal is no multi deal), else the incomplete-deal message: the contract names no
 * other text for it.
 */
export function multiDealGroupsProblem(promotion: SubtypeFields): string | null {
  const subtype = dealSubtypeOf(promotion);
  if (subtype !== 'DEAL_MULTI_COMBO' && subtype !== 'DEAL_MULTI_BUNDLE') return null;
  const indexes = new Set(promotion.requiredProductList.map(groupIndexOf));
  const count = indexes.size;
  const contiguous = [...indexes].every((index) => Number.isInteger(index) && index >= 0 && index < count);
  return count >= 2 && contiguous ? null : DEAL_INCOMPLETE_MESSAGE;
}
