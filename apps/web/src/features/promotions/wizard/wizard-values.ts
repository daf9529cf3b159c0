import type { PromotionProductRef, PromotionResponse, TimeWindow } from '@perkdesk/contracts';
import { moneyText } from '../../../components/money-input/money-text';

/** A required item group: its products and the units one use needs from it (contract §6). */
export interface ItemGroup {
  productIds: string[];
  quantity: string;
}

/** What the wizard knows of a product it lists: the catalogue's, or the saved promotion's copy. */
export interface KnownProduct {
  id: string;
  name: string;
  price: number | null;
  deleted: boolean;
}

export type HighlightChoice = 'none' | 'item' | 'cart';

/**
 * The wizard's state for the whole flow (every step reads and writes it): the promotion entity's
 * fields as the inputs hold them — numbers and amounts as typed text, dates as YYYY-MM-DD,
 * "Hide this Perk" as `hidden` (the inverse of isPublicAvailable).
 */
export interface WizardValues {
  name: string;
  description: string;
  images: string[];
  stores: string[];
  availableFrom: string;
  availableTo: string;
  availableTime: TimeWindow[];
  displayTime: TimeWindow[];
  hidden: boolean;
  couponCode: string;
  limitedStock: string;
  maxRedeem: string;
  isNewClient: boolean;
  isMaster: boolean;
  isAddonCharged: boolean;
  /** Required products by group index; one group except for combo and bundle. */
  requiredGroups: ItemGroup[];
  rewardProductIds: string[];
  /** The units granted per use (BOGO, free item). */
  rewardQuantity: string;
  requiredPunches: string;
  rewardItems: string;
  rewardPoints: string;
  requiredPoints: string;
  discountPercent: string;
  discountAmount: string;
  fixedAmount: string;
  requiredAmount: string;
  highlight: HighlightChoice;
  highlightGroup: number;
  highlightAmount: string;
  /** The saved status, sent back unchanged on edit (the list's toggle changes it). */
  status: 'ACTIVE' | 'INACTIVE' | null;
  /** Products named by the saved promotion, so a deleted one still shows as "(deleted)". */
  savedProducts: KnownProduct[];
}

export const emptyGroup = (): ItemGroup => ({ productIds: [], quantity: '1' });

/** A new perk: the merchant's only store is chosen (spec 2 §5); combo and bundle start with two groups. */
export function emptyValues(storeIds: readonly string[], groups = 1): WizardValues {
  return {
    name: '',
    description: '',
    images: [],
    stores: storeIds.length === 1 ? [...storeIds] : [],
    availableFrom: '',
    availableTo: '',
    availableTime: [],
    displayTime: [],
    hidden: false,
    couponCode: '',
    limitedStock: '',
    maxRedeem: '',
    isNewClient: false,
    isMaster: false,
    isAddonCharged: true,
    requiredGroups: Array.from({ length: groups }, emptyGroup),
    rewardProductIds: [],
    rewardQuantity: '1',
    requiredPunches: '',
    rewardItems: '1',
    rewardPoints: '',
    requiredPoints: '',
    discountPercent: '',
    discountAmount: '',
    fixedAmount: '',
    requiredAmount: '',
    highlight: 'none',
    highlightGroup: 0,
    highlightAmount: '',
    status: null,
    savedProducts: [],
  };
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** A bound as the date field shows it: the day part of a date or an instant. */
const dateText = (value: string | null) => (value ? value.slice(0, 10) : '');

function groupsOf(list: readonly PromotionProductRef[]): ItemGroup[] {
  const groups: ItemGroup[] = [];
  for (const entry of list) {
    const index = entry.groupIndex ?? 0;
    while (groups.length <= index) groups.push(emptyGroup());
    const group = groups[index]!;
    group.productIds.push(entry.id);
    if (entry.quantity !== null) group.quantity = String(entry.quantity);
  }
  return groups.length > 0 ? groups : [emptyGroup()];
}

const knownOf = (entry: PromotionProductRef): KnownProduct => ({
  id: entry.id,
  name: entry.name ?? '',
  price: entry.price,
  deleted: entry.status === 'DELETED',
});

/** A saved promotion as the wizard edits it. */
export function valuesOf(promotion: PromotionResponse): WizardValues {
  const highlightIndex = promotion.highlightInProductList?.[0];
  return {
    ...emptyValues([]),
    name: promotion.name,
    description: promotion.description ?? '',
    images: [...promotion.images],
    stores: [...promotion.stores],
    availableFrom: dateText(promotion.availableFrom),
    availableTo: dateText(promotion.availableTo),
    availableTime: [...promotion.availableTime],
    displayTime: [...promotion.displayTime],
    hidden: !promotion.isPublicAvailable,
    couponCode: promotion.couponCode ?? '',
    limitedStock: text(promotion.limitedStock),
    maxRedeem: text(promotion.maxRedeem),
    isNewClient: promotion.isNewClient,
    isMaster: promotion.isMaster,
    isAddonCharged: promotion.isAddonCharged,
    requiredGroups: groupsOf(promotion.requiredProductList),
    rewardProductIds: promotion.rewardProductList.map((entry) => entry.id),
    rewardQuantity: text(promotion.rewardProductList[0]?.quantity ?? 1),
    requiredPunches: text(promotion.requiredPunches),
    rewardItems: text(promotion.rewardItems ?? 1),
    rewardPoints: text(promotion.rewardPoints),
    requiredPoints: text(promotion.requiredPoints),
    discountPercent: text(promotion.discountPercent),
    discountAmount: moneyText(promotion.discountAmount),
    fixedAmount: moneyText(promotion.fixedAmount),
    requiredAmount: moneyText(promotion.requiredAmount),
    highlight: highlightIndex !== undefined ? 'item' : promotion.highlightAmount !== null ? 'cart' : 'none',
    highlightGroup: highlightIndex ?? 0,
    highlightAmount: moneyText(promotion.highlightAmount),
    status: promotion.status === 'DELETED' ? null : promotion.status,
    savedProducts: [...promotion.requiredProductList, ...promotion.rewardProductList].map(knownOf),
  };
}
