import type { AppliedPromotion, Cart, CartLine } from '@perkdesk/contracts';

// What the cart page shows, computed from the server's priced cart (contract §8) alone: the page
// never prices anything itself. Texts are i18n keys with their values, so the page stays a renderer.

export type DealKind =
  | 'FREE_ITEM'
  | 'BOGO'
  | 'ITEMS_PERCENT'
  | 'CART_FIXED'
  | 'CART_PERCENT'
  | 'COMBO'
  | 'BUNDLE'
  | 'DEAL'
  | 'PUNCH_CARD'
  | 'POINT_PERK'
  | 'REWARD_ITEM'
  | 'PUNCH_CARD_REDEEM';

export interface Label {
  key: string;
  vars?: Record<string, string | number>;
}

export interface LineView {
  id: string;
  name: string;
  quantity: number;
  image: string | null;
  instruction: string | null;
  addons: string[];
  /** What the line costs before its discount: product and add-ons. */
  amount: number;
  discount: number;
  /** A pick or a redemption: its quantity is chosen with the promotion, not with a stepper. */
  fixed: boolean;
  badge: Label | null;
}

export interface DealView {
  id: string;
  kind: DealKind;
  name: string;
  label: Label;
  /** The saving, positive; 0 for perks that earn rather than discount. */
  saving: number;
  isCoupon: boolean;
}

export interface PickOption {
  productId: string;
  name: string;
}

/** A deal whose reward the customer chooses (free item, BOGO): the options and what is chosen. */
export interface PickView {
  promotionId: string;
  name: string;
  kind: DealKind;
  options: PickOption[];
  /** How many rewards may be chosen in all. */
  available: number;
  chosen: { productId: string; quantity: number } | null;
}

export interface TotalsView {
  subtotal: number;
  discount: number;
  taxes: { label: string; amount: number }[];
  serviceFee: number;
  total: number;
  earnedPoints: number;
}

export interface CartView {
  empty: boolean;
  lines: LineView[];
  deals: DealView[];
  picks: PickView[];
  suggestions: Label[];
  couponCode: string | null;
  totals: TotalsView;
}

const DEAL_KINDS: Record<string, DealKind> = {
  DEAL_FREE_ITEM: 'FREE_ITEM',
  DEAL_BUY_ONE_GET_ONE: 'BOGO',
  DEAL_DISCOUNT_ITEMS_P: 'ITEMS_PERCENT',
  DEAL_DISCOUNT_CART_F: 'CART_FIXED',
  DEAL_DISCOUNT_CART_P: 'CART_PERCENT',
  DEAL_MULTI_COMBO: 'COMBO',
  DEAL_MULTI_BUNDLE: 'BUNDLE',
};

export function dealKind(promotion: Pick<AppliedPromotion, 'type' | 'dealType'>): DealKind {
  if (promotion.type !== 'DEAL') return promotion.type;
  return (promotion.dealType && DEAL_KINDS[promotion.dealType]) || 'DEAL';
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The line under a deal's name: what it gives, in the customer's words. */
export function dealLabel(promotion: AppliedPromotion): Label {
  const kind = dealKind(promotion);
  const times = promotion.timesApplied;
  switch (kind) {
    case 'FREE_ITEM':
      return { key: 'cart.deal.freeItem', vars: { times } };
    case 'BOGO':
      return { key: 'cart.deal.bogo', vars: { times } };
    case 'ITEMS_PERCENT':
      return { key: 'cart.deal.itemsPercent', vars: { percent: promotion.discountPercent ?? 0 } };
    case 'CART_FIXED':
      return { key: 'cart.deal.cartFixed', vars: { amount: promotion.discountAmount ?? 0 } };
    case 'CART_PERCENT':
      return { key: 'cart.deal.cartPercent', vars: { percent: promotion.discountPercent ?? 0 } };
    case 'COMBO':
      return { key: 'cart.deal.combo', vars: { times } };
    case 'BUNDLE':
      return { key: 'cart.deal.bundle', vars: { price: promotion.fixedAmount ?? 0, times } };
    case 'PUNCH_CARD':
      return { key: 'cart.deal.punchCard', vars: { punches: promotion.rewardPunches ?? 0 } };
    case 'POINT_PERK':
      return { key: 'cart.deal.pointPerk', vars: { points: promotion.rewardPoints ?? 0 } };
    case 'REWARD_ITEM':
      return { key: 'cart.deal.rewardItem', vars: { points: promotion.usedPoints ?? 0 } };
    case 'PUNCH_CARD_REDEEM':
      return { key: 'cart.deal.punchRedeem', vars: { punches: promotion.usedPunches ?? 0 } };
    default:
      return { key: 'cart.deal.other' };
  }
}

function lineView(line: CartLine, promotions: Map<string, AppliedPromotion>): LineView {
  const addonAmount = line.addons.reduce((sum, addon) => sum + addon.totalAmount, 0);
  const addonDiscount = line.addons.reduce((sum, addon) => sum + addon.totalDiscountAmount, 0);
  const promotion = line.appliedPromotionId ? promotions.get(line.appliedPromotionId) : undefined;
  let badge: Label | null = null;
  if (line.isFreeItem) badge = { key: 'cart.badge.free', vars: { name: promotion?.name ?? '' } };
  else if (line.isRedeem) badge = { key: 'cart.badge.redeemed', vars: { name: promotion?.name ?? '' } };
  else if (promotion && line.totalDiscountAmount > 0)
    badge = { key: 'cart.badge.deal', vars: { name: promotion.name } };
  return {
    id: line.id,
    name: line.productName,
    quantity: line.quantity,
    image: line.image,
    instruction: line.instruction || null,
    addons: line.addons.map((addon) =>
      addon.quantity > 1 ? `${addon.productName} ×${addon.quantity}` : addon.productName,
    ),
    amount: cents(line.totalAmount + addonAmount),
    discount: cents(line.totalDiscountAmount + addonDiscount),
    fixed: line.isFreeItem || line.isRedeem,
    badge,
  };
}

function pickView(promotion: AppliedPromotion, chosen: CartLine | undefined): PickView {
  return {
    promotionId: promotion.id,
    name: promotion.name,
    kind: dealKind(promotion),
    options: promotion.rewardProductList.map((product) => ({
      productId: product.id,
      name: product.name ?? '',
    })),
    // Each time the deal applies earns one reward; a deal offered for picking has applied at least once.
    available: Math.max(1, promotion.timesApplied),
    chosen: chosen ? { productId: chosen.productId, quantity: chosen.quantity } : null,
  };
}

function suggestion(promotion: AppliedPromotion): Label[] {
  const conditions = promotion.conditions;
  const texts = conditions == null ? [] : Array.isArray(conditions) ? conditions : [conditions];
  if (texts.length > 0)
    return texts.map((text) => ({ key: 'cart.suggestion', vars: { name: promotion.name, text } }));
  return [{ key: 'cart.suggestionPlain', vars: { name: promotion.name } }];
}

/** The whole page's content from one priced cart. */
export function cartView(cart: Cart): CartView {
  const promotions = new Map<string, AppliedPromotion>();
  for (const list of [cart.appliedPromotion, cart.toBeAppliedPromotion, cart.suggestedPromotion])
    for (const promotion of list) if (!promotions.has(promotion.id)) promotions.set(promotion.id, promotion);
  const couponCode = Object.keys(cart.couponPromotion)[0] ?? null;
  return {
    empty: cart.isCartEmpty || cart.items.length === 0,
    lines: cart.items.map((line) => lineView(line, promotions)),
    deals: cart.appliedPromotion.map((promotion) => ({
      id: promotion.id,
      kind: dealKind(promotion),
      name: promotion.name,
      label: dealLabel(promotion),
      saving: cents(promotion.totalDiscountAmount),
      isCoupon: promotion.isCoupon,
    })),
    picks: cart.toBeAppliedPromotion.map((promotion) =>
      pickView(promotion, cart.toBeAppliedItems[promotion.id]),
    ),
    suggestions: cart.suggestedPromotion.flatMap(suggestion),
    couponCode,
    totals: {
      subtotal: cart.subAmount,
      discount: cart.discountAmount,
      taxes: cart.appliedTaxes.map((tax) => ({
        label: `${tax.taxType} ${tax.taxPercentage}%`,
        amount: tax.taxAmount,
      })),
      serviceFee: cart.serviceFee,
      total: cart.totalAmount,
      earnedPoints: cart.earnedGlobalPoints,
    },
  };
}

export interface Refusal {
  code?: string;
  message: string;
  violations?: { field: string; message: string }[];
}

/**
 * A refusal in the contract's own words: a line's violation when the server named one (its
 * message is the rule that failed), else the error's message. A lost connection is ours to word.
 */
export function refusalText(error: Refusal, networkText: string): string {
  if (error.code === 'NETWORK_ERROR') return networkText;
  const violation = error.violations?.find((entry) => entry.message);
  return violation?.message ?? error.message;
}
