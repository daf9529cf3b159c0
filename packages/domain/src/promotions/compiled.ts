import { dealSubtypeOf } from './deal-subtype';
import {
  type DealType,
  type Promotion,
  type RequiredGroup,
  requiredGroups,
  rewardQuantity,
} from './promotion';

// A promotion with what deal maths reads over and over worked out once: its subtype, required
// groups, reward set and rates. Promotions are plain immutable data, so the answer is kept per
// object and shared by every cart priced against the same objects.

export interface CompiledPromotion {
  readonly promotion: Promotion;
  readonly id: string;
  /** Null for an incomplete deal (never applied); DEAL_UNKNOWN for non-deals. */
  readonly dealType: DealType | null;
  readonly groups: readonly RequiredGroup[];
  readonly requiredIds: ReadonlySet<string>;
  readonly rewardIds: ReadonlySet<string>;
  /** r: reward units per use of a BOGO or free-item deal. */
  readonly rewardQuantity: number;
  /**
   * The rate a percentage deal or pick is discounted at: `discountPercent`, or 100 when absent
   * (BOGO's default; for ITEMS_P and FREE_ITEM the contract gives none, so the same), at most 100.
   */
  readonly percent: number;
  readonly requiredAmountCents: number;
}

const compiled = new WeakMap<Promotion, CompiledPromotion>();

export function compilePromotion(promotion: Promotion): CompiledPromotion {
  const known = compiled.get(promotion);
  if (known) return known;
  const groups = requiredGroups(promotion);
  const percent = promotion.discountPercent;
  const result: CompiledPromotion = {
    promotion,
    id: promotion.id,
    dealType: dealSubtypeOf(promotion),
    groups,
    requiredIds: new Set(promotion.requiredProductList.map((entry) => entry.id)),
    rewardIds: new Set(promotion.rewardProductList.map((entry) => entry.id)),
    rewardQuantity: rewardQuantity(promotion),
    percent: percent === null || percent <= 0 ? 100 : Math.min(percent, 100),
    requiredAmountCents: Math.max(0, promotion.requiredAmountCents ?? 0),
  };
  compiled.set(promotion, result);
  return result;
}
