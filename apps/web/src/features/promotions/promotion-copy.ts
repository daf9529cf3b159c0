import type { PromotionInput, PromotionResponse } from '@perkdesk/contracts';

const NAME_MAX = 35;
const COPY_SUFFIX = '_copy';

/**
 * The write body that saves `promotion` as it is (a PUT carries the full body, contract §6):
 * product references back to `{id, groupIndex, quantity}`, output-only fields left out.
 */
export function inputOf(promotion: PromotionResponse): PromotionInput {
  return {
    name: promotion.name,
    description: promotion.description,
    images: promotion.images,
    changedImages: null,
    deletedImages: null,
    stores: promotion.stores,
    status: promotion.status === 'DELETED' ? null : promotion.status,
    availableFrom: promotion.availableFrom,
    availableTo: promotion.availableTo,
    availableTime: promotion.availableTime,
    displayTime: promotion.displayTime,
    isPublicAvailable: promotion.isPublicAvailable,
    couponCode: promotion.couponCode,
    isMaster: promotion.isMaster,
    isAddonCharged: promotion.isAddonCharged,
    isNewClient: promotion.isNewClient,
    maxRedeem: promotion.maxRedeem,
    limitedStock: promotion.limitedStock,
    requiredProductList: promotion.requiredProductList.map(({ id, groupIndex, quantity }) => ({
      id,
      groupIndex,
      quantity,
    })),
    rewardProductList: promotion.rewardProductList.map(({ id, quantity }) => ({ id, quantity })),
    requiredAmount: promotion.requiredAmount,
    discountAmount: promotion.discountAmount,
    discountPercent: promotion.discountPercent,
    fixedAmount: promotion.fixedAmount,
    highlightInProductList: promotion.highlightInProductList,
    highlightAmount: promotion.highlightAmount,
    requiredPunches: promotion.requiredPunches,
    rewardItems: promotion.rewardItems,
    rewardPoints: promotion.rewardPoints,
    requiredPoints: promotion.requiredPoints,
  };
}

/** "Latte deal" → "Latte deal_copy", the name cut so the copy still fits 35 characters. */
export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/**
 * A new perk started from `promotion` (spec 2 §4 Duplicating): no id and no images, the name
 * suffixed _copy. A coupon code is unique per merchant (contract §6), so the copy starts without
 * one; it keeps the original's status, and the deleted products' references are dropped.
 */
export function copyInput(promotion: PromotionResponse): PromotionInput {
  const input = inputOf(promotion);
  const live = (status: string | null) => status !== 'DELETED';
  return {
    ...input,
    name: copyName(promotion.name),
    images: [],
    couponCode: null,
    requiredProductList: promotion.requiredProductList
      .filter((entry) => live(entry.status))
      .map(({ id, groupIndex, quantity }) => ({ id, groupIndex, quantity })),
    rewardProductList: promotion.rewardProductList
      .filter((entry) => live(entry.status))
      .map(({ id, quantity }) => ({ id, quantity })),
  };
}
