import type { AppliedTaxCents } from '../applied-taxes';
import { fromCents } from '../money';
import type { PricedCart, PricedLine } from './price-cart';

// A priced cart in the contract's wire names and dollars (contract §1 Money: JSON numbers in
// CAD dollars, each a whole number of cents). Contracts' cart and order schemas parse these.

export interface AppliedTaxDollars {
  taxType: string;
  taxPercentage: number;
  taxAmount: number;
}

export interface CartAddonDollars {
  productId: string;
  productName: string;
  addonGroupId: string | null;
  price: number;
  quantity: number;
  totalAmount: number;
  totalDiscountAmount: number;
  appliedTaxes: AppliedTaxDollars[];
}

export interface CartLineDollars {
  id: string;
  productId: string;
  productName: string;
  image: string | null;
  price: number;
  quantity: number;
  instruction: string;
  totalAmount: number;
  totalAddonAmount: number;
  totalDiscountAmount: number;
  appliedTaxes: AppliedTaxDollars[];
  addons: CartAddonDollars[];
  isFreeItem: boolean;
  isRedeem: boolean;
  appliedPromotionId: string | null;
}

export function appliedTaxesInDollars(taxes: readonly AppliedTaxCents[]): AppliedTaxDollars[] {
  return taxes.map((tax) => ({
    taxType: tax.taxType,
    taxPercentage: tax.taxPercentage,
    taxAmount: fromCents(tax.taxAmountCents),
  }));
}

/** One line as the cart and the order carry it (contract §8). */
export function cartLineInDollars(line: PricedLine): CartLineDollars {
  return {
    id: line.id,
    productId: line.productId,
    productName: line.name,
    image: line.image,
    price: fromCents(line.unitPriceCents),
    quantity: line.quantity,
    instruction: line.instruction,
    totalAmount: fromCents(line.totalAmountCents),
    totalAddonAmount: fromCents(line.totalAddonAmountCents),
    totalDiscountAmount: fromCents(line.totalDiscountAmountCents),
    appliedTaxes: appliedTaxesInDollars(line.appliedTaxes),
    addons: line.addons.map((addon) => ({
      productId: addon.addonId,
      productName: addon.name,
      addonGroupId: addon.addonGroupId,
      price: fromCents(addon.unitPriceCents),
      quantity: addon.quantity,
      totalAmount: fromCents(addon.totalAmountCents),
      totalDiscountAmount: fromCents(addon.totalDiscountAmountCents),
      appliedTaxes: appliedTaxesInDollars(addon.appliedTaxes),
    })),
    isFreeItem: line.isFreeItem,
    isRedeem: line.isRedeem,
    appliedPromotionId: line.appliedPromotionId,
  };
}

/** The amounts a cart and an order share (contract §8 and §9). */
function sharedAmounts(cart: PricedCart<unknown>, items: CartLineDollars[]) {
  return {
    items,
    subAmountProducts: fromCents(cart.subAmountProductsCents),
    subAmount: fromCents(cart.subAmountCents),
    discountAmount: fromCents(cart.discountAmountCents),
    appliedTaxes: appliedTaxesInDollars(cart.appliedTaxes),
    taxAmount: fromCents(cart.taxAmountCents),
    serviceFee: fromCents(cart.serviceFeeCents),
    totalAmount: fromCents(cart.totalAmountCents),
    earnedGlobalPoints: cart.earnedGlobalPoints,
  };
}

/**
 * A cart's priced fields (contract §8): the lines, `toBeAppliedItems` (the pick lines indexed by
 * their promotion, the same objects as in `items`), counts and amounts. A cart carries no delivery
 * and no global points; the promotion lists come from the promotions engine.
 */
export function cartAmountsInDollars(cart: PricedCart<unknown>) {
  const items = cart.items.map(cartLineInDollars);
  const toBeAppliedItems: Record<string, CartLineDollars> = {};
  for (const item of items) {
    if (item.isFreeItem && item.appliedPromotionId) toBeAppliedItems[item.appliedPromotionId] = item;
  }
  return {
    storeId: cart.storeId,
    isCartEmpty: cart.isCartEmpty,
    cartItemCount: cart.cartItemCount,
    toBeAppliedItems,
    ...sharedAmounts(cart, items),
  };
}

/**
 * An order's priced fields (contract §9 Content, Amounts, Delivery): a non-delivery order has
 * `deliveryPrice` 0, no delivery taxes, a null distance and `isDeliveryPriceTaxExempt` false.
 */
export function orderAmountsInDollars(cart: PricedCart<unknown>) {
  const delivery = cart.delivery;
  return {
    storeId: cart.storeId,
    numberOfItems: cart.numberOfItems,
    ...sharedAmounts(cart, cart.items.map(cartLineInDollars)),
    globalPointsUsed: cart.globalPointsUsed,
    globalPointsEquivalentAmount: fromCents(cart.globalPointsEquivalentAmountCents),
    deliveryDistance: delivery?.distanceKm ?? null,
    deliveryPrice: fromCents(delivery?.deliveryPriceCents ?? 0),
    deliveryAppliedTaxes: appliedTaxesInDollars(delivery?.deliveryAppliedTaxes ?? []),
    isDeliveryPriceTaxExempt: delivery?.isDeliveryPriceTaxExempt ?? false,
  };
}
