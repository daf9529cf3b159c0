import type { Promotion } from '@perkdesk/domain';
import type { PromotionRow } from './promotions.repository';

/** The row as the deal engine sees it (packages/domain `Promotion`), amounts in cents. */
export function toDomainPromotion(row: PromotionRow): Promotion {
  const nameOf = (id: string) => row.products[id]?.name ?? null;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    status: row.status,
    isValid: row.isValid,
    storeIds: row.storeIds,
    createdAt: row.createdAt,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    availableTime: row.availableTime,
    displayTime: row.displayTime,
    isPublicAvailable: row.isPublicAvailable,
    couponCode: row.couponCode,
    isMaster: row.isMaster,
    isAddonCharged: row.isAddonCharged,
    isNewClient: row.isNewClient,
    maxRedeem: row.maxRedeem,
    limitedStock: row.limitedStock,
    requiredProductList: row.requiredProducts.map((entry) => ({ ...entry, name: nameOf(entry.id) })),
    rewardProductList: row.rewardProducts.map((entry) => ({ ...entry, name: nameOf(entry.id) })),
    requiredAmountCents: row.requiredAmountCents,
    discountAmountCents: row.discountAmountCents,
    discountPercent: row.discountPercent,
    fixedAmountCents: row.fixedAmountCents,
    highlightInProductList: row.highlightInProductList,
    highlightAmountCents: row.highlightAmountCents,
    requiredPunches: row.requiredPunches,
    rewardItems: row.rewardItems,
    rewardPoints: row.rewardPoints,
    requiredPoints: row.requiredPoints,
  };
}
