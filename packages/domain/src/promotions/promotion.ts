import type { WeekWindow } from '../schedule-split';

// A promotion as the deal engine sees it (contract §6 Fields, spec 2 §3): plain data, amounts in
// integer cents, the server maps its rows and the contracts' dollars onto it. Every field a type
// does not use is null (or false / [] for flags and lists).

export type PromotionType = 'DEAL' | 'PUNCH_CARD' | 'POINT_PERK' | 'REWARD_ITEM';
export type PromotionStatus = 'ACTIVE' | 'INACTIVE' | 'DELETED';

/** Contract §1 Enums "Deal type"; the order of contract §6 "Deal subtype". */
export const DEAL_TYPES = [
  'DEAL_FREE_ITEM',
  'DEAL_BUY_ONE_GET_ONE',
  'DEAL_DISCOUNT_ITEMS_P',
  'DEAL_DISCOUNT_CART_F',
  'DEAL_DISCOUNT_CART_P',
  'DEAL_MULTI_COMBO',
  'DEAL_MULTI_BUNDLE',
  'DEAL_UNKNOWN',
] as const;
export type DealType = (typeof DEAL_TYPES)[number];
/** The seven subtypes a complete deal can have. */
export type DealSubtype = Exclude<DealType, 'DEAL_UNKNOWN'>;

/** `requiredProductList` entry: a null `groupIndex` means group 0; `quantity` defaults to 1. */
export interface PromotionProduct {
  id: string;
  groupIndex?: number | null;
  quantity?: number | null;
  /** The product's name when the caller expanded the reference (contract §6 Output-only fields). */
  name?: string | null;
}

/** `rewardProductList` entry: the shared `quantity` r (default 1) is granted per use. */
export interface PromotionReward {
  id: string;
  quantity?: number | null;
  name?: string | null;
}

/**
 * `availableFrom` / `availableTo`: an instant (a Date or an ISO string with a time), or a date
 * `YYYY-MM-DD` read in the store's zone as the start (from) or the whole day (to) of that day.
 */
export type PromotionBound = Date | string;

export interface Promotion {
  id: string;
  type: PromotionType;
  name: string;
  status: PromotionStatus;
  /** False when a referenced product was deleted (contract §5 Deleting a product). */
  isValid: boolean;
  storeIds: readonly string[];
  /** Breaks ties between deals and orders them (contract §7 Which deals apply). */
  createdAt: Date | string;
  availableFrom: PromotionBound | null;
  availableTo: PromotionBound | null;
  /** DEAL, POINT_PERK: store-local weekly windows in which it applies; empty or null means always. */
  availableTime: readonly WeekWindow[] | null;
  /** Windows in which it is listed. */
  displayTime: readonly WeekWindow[] | null;
  isPublicAvailable: boolean;
  couponCode: string | null;
  isMaster: boolean;
  isAddonCharged: boolean;
  isNewClient: boolean;
  /** Uses per customer; null means unlimited. */
  maxRedeem: number | null;
  /** Remaining total uses; null means unlimited. */
  limitedStock: number | null;
  requiredProductList: readonly PromotionProduct[];
  rewardProductList: readonly PromotionReward[];
  requiredAmountCents: number | null;
  discountAmountCents: number | null;
  /** 0 < p ≤ 100, at most three decimals. */
  discountPercent: number | null;
  fixedAmountCents: number | null;
  /** Null, or `[i]` with i a required group index. */
  highlightInProductList: readonly number[] | null;
  highlightAmountCents: number | null;
  requiredPunches: number | null;
  rewardItems: number | null;
  /** POINT_PERK: merchant points per eligible unit. */
  rewardPoints: number | null;
  /** REWARD_ITEM: merchant points per reward unit. */
  requiredPoints: number | null;
}

/** One required group: its products and the units one use needs from it. */
export interface RequiredGroup {
  index: number;
  productIds: ReadonlySet<string>;
  quantity: number;
}

/** The group an entry belongs to: null means 0. */
export const groupIndexOf = (entry: PromotionProduct): number => entry.groupIndex ?? 0;

const positiveOr = (value: number | null | undefined, fallback: number) =>
  value !== null && value !== undefined && value > 0 ? value : fallback;

/**
 * The required list by group index, in index order. Entries of a group share one quantity; should
 * they disagree (the write rules prevent it), the group's first entry with a quantity decides.
 */
export function requiredGroups(promotion: Pick<Promotion, 'requiredProductList'>): RequiredGroup[] {
  const byIndex = new Map<number, { ids: Set<string>; quantity: number | null }>();
  for (const entry of promotion.requiredProductList) {
    const index = groupIndexOf(entry);
    let group = byIndex.get(index);
    if (!group) {
      group = { ids: new Set(), quantity: null };
      byIndex.set(index, group);
    }
    group.ids.add(entry.id);
    if (group.quantity === null && entry.quantity !== null && entry.quantity !== undefined)
      group.quantity = entry.quantity;
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, group]) => ({ index, productIds: group.ids, quantity: positiveOr(group.quantity, 1) }));
}

/** The shared reward quantity r (default 1): units granted per use of a BOGO or free-item deal. */
export function rewardQuantity(promotion: Pick<Promotion, 'rewardProductList'>): number {
  const withQuantity = promotion.rewardProductList.find(
    (r) => r.quantity !== null && r.quantity !== undefined,
  );
  return positiveOr(withQuantity?.quantity, 1);
}

/** The uses still allowed: min(maxRedeem − used, limitedStock), nulls unlimited, never below 0. */
export function usesLeft(
  promotion: Pick<Promotion, 'maxRedeem' | 'limitedStock'>,
  usedByCustomer: number,
): number {
  const byCustomer =
    promotion.maxRedeem === null ? Number.POSITIVE_INFINITY : promotion.maxRedeem - usedByCustomer;
  const byStock = promotion.limitedStock ?? Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(byCustomer, byStock));
}
