import { fromCents } from '../money';
import type { DealType, Promotion, PromotionProduct, PromotionReward, PromotionType } from './promotion';

// The cart's promotion entries (contract §8 AppliedPromotion), in cents. The same shape fills
// `appliedPromotion`, `suggestedPromotion` and `toBeAppliedPromotion`, and an order's
// `promotions`; `list` says which, since `priceCart` passes one list of them through.

export type PromotionList = 'APPLIED' | 'SUGGESTED' | 'TO_BE_APPLIED';
/** Promotion types as carts and orders show them: a punch-card redemption is PUNCH_CARD_REDEEM. */
export type PromotionEntryType = PromotionType | 'PUNCH_CARD_REDEEM';

export interface AppliedProduct {
  id: string;
  name: string;
  quantity: number;
}

export interface PromotionEntry {
  list: PromotionList;
  id: string;
  type: PromotionEntryType;
  /** DEAL_UNKNOWN for non-deals. */
  dealType: DealType;
  name: string;
  isMaster: boolean;
  isAddonCharged: boolean;
  isNewClient: boolean;
  /** It is the cart's coupon. */
  isCoupon: boolean;
  isRedeem: boolean;
  /** Earn-only entries (punch cards and point perks): nothing discounted. */
  isDiscountNotApplicable: boolean;
  /** Add-ons of the covered units are discounted (`isAddonCharged` false and some are present). */
  isAddonsPresentToDiscount: boolean;
  timesApplied: number;
  /** Add-ons included. */
  totalDiscountAmountCents: number;
  addonDiscountAmountCents: number;
  /** The covered units, by product. */
  appliedProductList: AppliedProduct[];
  requiredProductList: readonly PromotionProduct[];
  rewardProductList: readonly PromotionReward[];
  requiredAmountCents: number | null;
  discountPercent: number | null;
  discountAmountCents: number | null;
  fixedAmountCents: number | null;
  /** Earned by this cart: punches (1 per eligible unit) or points (units × rewardPoints). */
  rewardPunches: number | null;
  rewardPoints: number | null;
  requiredPunches: number | null;
  requiredPoints: number | null;
  /** Spent by this cart's redeem lines. */
  usedPunches: number | null;
  usedPoints: number | null;
  /** Suggestions ("Add $12.50 more") and picks still to choose. */
  conditions: string[];
  /** TO_BE_APPLIED: reward units the customer may still pick; null elsewhere. */
  picksAvailable: number | null;
}

/** An entry with the promotion's identity, flags and terms, and nothing applied yet. */
export function blankEntry(
  promotion: Promotion,
  list: PromotionList,
  dealType: DealType,
  type: PromotionEntryType = promotion.type,
): PromotionEntry {
  return {
    list,
    id: promotion.id,
    type,
    dealType,
    name: promotion.name,
    isMaster: promotion.isMaster,
    isAddonCharged: promotion.isAddonCharged,
    isNewClient: promotion.isNewClient,
    isCoupon: false,
    isRedeem: false,
    isDiscountNotApplicable: false,
    isAddonsPresentToDiscount: false,
    timesApplied: 0,
    totalDiscountAmountCents: 0,
    addonDiscountAmountCents: 0,
    appliedProductList: [],
    requiredProductList: promotion.requiredProductList,
    rewardProductList: promotion.rewardProductList,
    requiredAmountCents: promotion.requiredAmountCents,
    discountPercent: promotion.discountPercent,
    discountAmountCents: promotion.discountAmountCents,
    fixedAmountCents: promotion.fixedAmountCents,
    rewardPunches: null,
    rewardPoints: null,
    requiredPunches: promotion.requiredPunches,
    requiredPoints: promotion.requiredPoints,
    usedPunches: null,
    usedPoints: null,
    conditions: [],
    picksAvailable: null,
  };
}

/** `$12.50`, as conditions show amounts. */
export const dollarsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const centsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** An entry in the contract's wire names and dollars (contract §8 AppliedPromotion). */
export function promotionEntryInDollars(entry: PromotionEntry) {
  return {
    id: entry.id,
    type: entry.type,
    dealType: entry.dealType,
    name: entry.name,
    isMaster: entry.isMaster,
    isAddonCharged: entry.isAddonCharged,
    isNewClient: entry.isNewClient,
    isCoupon: entry.isCoupon,
    isRedeem: entry.isRedeem,
    isDiscountNotApplicable: entry.isDiscountNotApplicable,
    isAddonsPresentToDiscount: entry.isAddonsPresentToDiscount,
    timesApplied: entry.timesApplied,
    totalDiscountAmount: fromCents(entry.totalDiscountAmountCents),
    addonDiscountAmount: fromCents(entry.addonDiscountAmountCents),
    appliedProductList: entry.appliedProductList.map((product) => ({ ...product })),
    requiredProductList: entry.requiredProductList.map((product) => ({
      id: product.id,
      name: product.name ?? null,
      quantity: product.quantity ?? 1,
      groupIndex: product.groupIndex ?? 0,
    })),
    rewardProductList: entry.rewardProductList.map((product) => ({
      id: product.id,
      name: product.name ?? null,
      quantity: product.quantity ?? 1,
    })),
    requiredAmount: centsOrNull(entry.requiredAmountCents),
    discountPercent: entry.discountPercent,
    discountAmount: centsOrNull(entry.discountAmountCents),
    fixedAmount: centsOrNull(entry.fixedAmountCents),
    rewardPunches: entry.rewardPunches,
    rewardPoints: entry.rewardPoints,
    requiredPunches: entry.requiredPunches,
    requiredPoints: entry.requiredPoints,
    usedPunches: entry.usedPunches,
    usedPoints: entry.usedPoints,
    conditions: entry.conditions,
  };
}

/** The cart's three lists (contract §8) from the entries a priced cart carries, in dollars. */
export function promotionListsInDollars(entries: readonly PromotionEntry[]) {
  const of = (list: PromotionList) =>
    entries.filter((entry) => entry.list === list).map(promotionEntryInDollars);
  return {
    appliedPromotion: of('APPLIED'),
    suggestedPromotion: of('SUGGESTED'),
    toBeAppliedPromotion: of('TO_BE_APPLIED'),
  };
}
