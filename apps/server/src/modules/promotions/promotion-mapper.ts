import type { PromotionInput, PromotionResponse, PromotionTypeName } from '@perkdesk/contracts';
import { fromCents, toCents } from '@perkdesk/domain';
import type { ItemWindow } from '../../db/schema/index';
import type { NewPromotion, PromotionRow } from './promotions.repository';

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));
const cents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : toCents(amount);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound as stored: a store-local date stays as written, an instant becomes UTC with milliseconds. */
export const boundOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  return DATE_ONLY.test(value) ? value : new Date(value).toISOString();
};

/** The answer of contract §6: dollars, product references expanded with name, price and status. */
export function toPromotionResponse(row: PromotionRow): PromotionResponse {
  const fact = (id: string) => row.products[id];
  return {
    id: row.id,
    merchantId: row.merchantId,
    type: row.type,
    dealType: row.dealType as PromotionResponse['dealType'],
    isValid: row.isValid,
    createdAt: row.createdAt.toISOString(),
    lastUpdatedAt: row.updatedAt.toISOString(),
    name: row.name,
    description: row.description,
    images: row.images,
    stores: row.storeIds,
    status: row.status,
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
    requiredProductList: row.requiredProducts.map((entry) => ({
      id: entry.id,
      groupIndex: entry.groupIndex,
      quantity: entry.quantity,
      name: fact(entry.id)?.name ?? null,
      price: dollars(fact(entry.id)?.priceCents ?? null),
      status: fact(entry.id)?.status ?? null,
    })),
    rewardProductList: row.rewardProducts.map((entry) => ({
      id: entry.id,
      groupIndex: null,
      quantity: entry.quantity,
      name: fact(entry.id)?.name ?? null,
      price: dollars(fact(entry.id)?.priceCents ?? null),
      status: fact(entry.id)?.status ?? null,
    })),
    requiredAmount: dollars(row.requiredAmountCents),
    discountAmount: dollars(row.discountAmountCents),
    discountPercent: row.discountPercent,
    fixedAmount: dollars(row.fixedAmountCents),
    highlightInProductList: row.highlightInProductList,
    highlightAmount: dollars(row.highlightAmountCents),
    requiredPunches: row.requiredPunches,
    rewardItems: row.rewardItems,
    rewardPoints: row.rewardPoints,
    requiredPoints: row.requiredPoints,
  };
}

/**
 * The columns a write body sets (the contract has already nulled the fields the type does not
 * read). Stores, products, images, coupon uniqueness, validity and status are the service's.
 */
export function termsOf(type: PromotionTypeName, input: PromotionInput) {
  const usesCoupon = type === 'DEAL' || type === 'POINT_PERK';
  const couponCode = usesCoupon ? (input.couponCode ?? null) : null;
  return {
    type,
    name: input.name,
    description: input.description ?? null,
    availableFrom: boundOf(input.availableFrom),
    availableTo: boundOf(input.availableTo),
    availableTime: (input.availableTime ?? []) as ItemWindow[],
    displayTime: (input.displayTime ?? []) as ItemWindow[],
    // Only deals and point perks can be hidden (contract §6 Fields); the others are always public.
    isPublicAvailable: usesCoupon ? (input.isPublicAvailable ?? true) : true,
    couponCode,
    couponKey: couponCode?.toUpperCase() ?? null,
    isMaster: input.isMaster ?? false,
    isAddonCharged: input.isAddonCharged ?? true,
    isNewClient: input.isNewClient ?? false,
    maxRedeem: input.maxRedeem ?? null,
    limitedStock: input.limitedStock ?? null,
    requiredProducts: (input.requiredProductList ?? []).map((entry) => ({
      id: entry.id,
      groupIndex: entry.groupIndex ?? null,
      quantity: entry.quantity ?? null,
    })),
    rewardProducts: (input.rewardProductList ?? []).map((entry) => ({
      id: entry.id,
      quantity: entry.quantity ?? null,
    })),
    requiredAmountCents: cents(input.requiredAmount),
    discountAmountCents: cents(input.discountAmount),
    discountPercent: input.discountPercent ?? null,
    fixedAmountCents: cents(input.fixedAmount),
    highlightInProductList: input.highlightInProductList?.length ? input.highlightInProductList : null,
    highlightAmountCents: cents(input.highlightAmount),
    requiredPunches: input.requiredPunches ?? null,
    rewardItems: input.rewardItems ?? null,
    rewardPoints: input.rewardPoints ?? null,
    requiredPoints: input.requiredPoints ?? null,
  } satisfies Partial<NewPromotion>;
}
