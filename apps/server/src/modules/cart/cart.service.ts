import type { CartItemInput, CartRedeemBody } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { addLine } from './add-line';
import { applyCoupon } from './apply-coupon';
import { type CartDeps, createCartContext } from './cart-context';
import { checkoutBasis } from './checkout-basis';
import { choosePick } from './choose-pick';
import { clearCart } from './clear-cart';
import { clearPaidCart } from './clear-paid-cart';
import { completePricingContext } from './complete-pricing-context';
import { perksFor } from './customer-perks';
import { getCart } from './get-cart';
import { historyUnderLock } from './history-under-lock';
import { itemCount } from './item-count';
import { loadPricingContext } from './load-pricing-context';
import type { VersionedStore } from './menu-cache';
import { pricedCart } from './priced-cart';
import type { LineRequest, MenuContext } from './pricing-context';
import { redeem } from './redeem';
import { removeCoupon } from './remove-coupon';
import { removeLine } from './remove-line';
import { removePick } from './remove-pick';
import { removeRedemption } from './remove-redemption';
import { replaceLine } from './replace-line';

export type { CheckoutBasis } from './checkout-basis';
export type { CartPricing } from './priced-cart';

/**
 * The customer cart (contract §8): one per customer and store, lines stored as asked and priced
 * from the live catalogue and the merchant's promotions on every read and write. The orders
 * module calls `priced`, `clear`, `checkoutBasis`, `linesUnderLock`, `historyUnderLock`,
 * `perksFor` and `loadPricingContext` at checkout, confirm and paid.
 */
export function createCartService(deps: CartDeps) {
  const ctx = createCartContext(deps);
  return {
    loadPricingContext: (
      executor: Executor,
      versioned: VersionedStore,
      lines: readonly LineRequest[],
      instant: Date = ctx.clock.now(),
    ) => loadPricingContext(ctx, executor, versioned, lines, instant),
    get: (customerId: string, storeId: string) => getCart(ctx, customerId, storeId),
    priced: (customerId: string, storeId: string) => pricedCart(ctx, customerId, storeId),
    checkoutBasis: (storeId: string) => checkoutBasis(ctx, storeId),
    historyUnderLock,
    /** The context for the lines of a cart checkout locked, or read at a version its insert checks (ADR 17). */
    linesUnderLock: (tx: Executor, menu: MenuContext, lines: readonly LineRequest[]) =>
      completePricingContext(tx, menu, lines, ctx.menus.taxRates),
    perksFor: (customerId: string, versioned: VersionedStore, only?: ReadonlySet<string>) =>
      perksFor(ctx, customerId, versioned, only),
    itemCount: (customerId: string, storeId: string) => itemCount(ctx, customerId, storeId),
    addLine: (customerId: string, storeId: string, item: CartItemInput) =>
      addLine(ctx, customerId, storeId, item),
    replaceLine: (customerId: string, storeId: string, lineId: string, item: CartItemInput) =>
      replaceLine(ctx, customerId, storeId, lineId, item),
    removeLine: (customerId: string, storeId: string, lineId: string) =>
      removeLine(ctx, customerId, storeId, lineId),
    applyCoupon: (customerId: string, storeId: string, code: string) =>
      applyCoupon(ctx, customerId, storeId, code),
    removeCoupon: (customerId: string, storeId: string, code: string) =>
      removeCoupon(ctx, customerId, storeId, code),
    choosePick: (customerId: string, storeId: string, promotionId: string, item: CartItemInput) =>
      choosePick(ctx, customerId, storeId, promotionId, item),
    removePick: (customerId: string, storeId: string, promotionId: string) =>
      removePick(ctx, customerId, storeId, promotionId),
    redeem: (customerId: string, body: CartRedeemBody) => redeem(ctx, customerId, body),
    removeRedemption: (customerId: string, storeId: string, promotionId: string) =>
      removeRedemption(ctx, customerId, storeId, promotionId),
    clearCart: (customerId: string, storeId: string) => clearCart(ctx, customerId, storeId),
    clear: (customerId: string, storeId: string, executor: Executor = ctx.db) =>
      clearPaidCart(ctx, customerId, storeId, executor),
  };
}
export type CartService = ReturnType<typeof createCartService>;
