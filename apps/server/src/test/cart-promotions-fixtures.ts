import { type Cart, type CustomerOrder, cartSchema } from '@perkdesk/contracts';
import { expect } from 'vitest';
import { signedIn } from './account-fixtures';
import {
  connectedMerchant,
  createActiveProduct,
  createAddon,
  createAddonGroup,
  createOpenStore,
} from './ordering-fixtures';
import { ok } from './promotion-fixtures';
import { injectJson, type TestApp, type TestMethod } from './test-app';

// A shop for the cart's promotion tests: products free of tax (so totals read as sub − discount
// + service fee) and promotions made through the real promotion routes.

export type Account = Awaited<ReturnType<typeof signedIn>>;
export type Json = Record<string, unknown> & { id: string };

export const cents = (amount: number) => Math.round(amount * 100);

/**
 * A connected merchant with one open Toronto store and, all tax-exempt there: Latte 4.50 (optional
 * Milk group: Oat milk 0.50), Croissant 3.25, Muffin 2.75, Bagel 2.00, Cookie 1.50.
 */
export async function perkShop(t: TestApp) {
  const merchant = await connectedMerchant(t);
  const store = await createOpenStore(t, merchant.headers);
  const stores = [store.id];
  const exempt = { productTaxConfigs: [{ storeId: store.id, isDefaultStoreTax: false, taxConfigIds: [] }] };
  const milk = await createAddonGroup(t, merchant.headers, { name: 'Milk', forcedMax: 1 });
  const oat = await createAddon(t, merchant.headers, stores, [milk.id], {
    name: 'Oat milk',
    price: 0.5,
    ...exempt,
  });
  const product = (name: string, price: number, patch: Record<string, unknown> = {}) =>
    createActiveProduct(t, merchant.headers, stores, { name, price, ...exempt, ...patch });
  const latte = await product('Latte', 4.5, { addonGroups: [milk.id] });
  const croissant = await product('Croissant', 3.25);
  const muffin = await product('Muffin', 2.75);
  const bagel = await product('Bagel', 2);
  const cookie = await product('Cookie', 1.5);
  return { merchant, store, stores, milk, oat, latte, croissant, muffin, bagel, cookie };
}
export type PerkShop = Awaited<ReturnType<typeof perkShop>>;

type PromotionPath = 'deal' | 'punch-card' | 'point-perk' | 'reward-item';

/** A promotion of the shop's store made through POST /api/promotions/{path}. */
export const createPromotion = (
  t: TestApp,
  shop: PerkShop,
  path: PromotionPath,
  body: Record<string, unknown>,
) =>
  ok(t, 'POST', `/api/promotions/${path}`, shop.merchant.headers, {
    name: 'Perk',
    stores: shop.stores,
    ...body,
  });

export const createDeal = (t: TestApp, shop: PerkShop, body: Record<string, unknown>) =>
  createPromotion(t, shop, 'deal', body);

/** The customer's side of the cart routes, each answer parsed with the contract's Cart schema. */
export function cartOf(t: TestApp, shop: PerkShop, customer: Account) {
  const base = `/api/user-cart/${shop.store.id}`;
  const cart = async (method: TestMethod, url: string, payload?: unknown): Promise<Cart> =>
    cartSchema.parse(await ok(t, method, url, customer.headers, payload));
  const item = (productId: string, quantity = 1, addons: { productId: string; quantity: number }[] = []) => ({
    productId,
    quantity,
    addons,
  });
  return {
    item,
    read: () => cart('GET', base),
    add: (productId: string, quantity = 1, addons: { productId: string; quantity: number }[] = []) =>
      cart('POST', `${base}/item`, { item: item(productId, quantity, addons) }),
    update: (lineId: string, productId: string, quantity: number) =>
      cart('PUT', `${base}/item/${lineId}`, { item: item(productId, quantity) }),
    remove: (lineId: string) => cart('DELETE', `${base}/item/${lineId}`),
    coupon: (code: string) => cart('POST', `${base}/coupon/${code}`),
    dropCoupon: (code: string) => cart('DELETE', `${base}/coupon/${code}`),
    pick: (promotionId: string, productId: string, quantity = 1) =>
      cart('POST', `${base}/item-to-be-applied/${promotionId}`, { item: item(productId, quantity) }),
    dropPick: (promotionId: string) => cart('DELETE', `${base}/item-to-be-applied/${promotionId}`),
    redeem: (promotionId: string, lines: { productId: string; quantity: number }[]) =>
      cart('POST', '/api/user-cart/redeem', {
        storeId: shop.store.id,
        promotionId,
        redeemProductList: lines.map((line) => item(line.productId, line.quantity)),
      }),
    dropRedeem: (promotionId: string) =>
      cart('DELETE', `/api/user-cart/redeem/${shop.store.id}/promotion/${promotionId}`),
    /** A refused call: its status and error body. */
    async refused(method: TestMethod, url: string, payload?: unknown) {
      const response = await injectJson(t.app, method, url, payload, customer.headers);
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    },
    urls: {
      coupon: (code: string) => `${base}/coupon/${code}`,
      pick: (promotionId: string) => `${base}/item-to-be-applied/${promotionId}`,
      redeem: '/api/user-cart/redeem',
    },
    checkout: (body: Record<string, unknown> = {}) =>
      ok<CustomerOrder>(t, 'POST', '/api/orders/checkout', customer.headers, {
        storeId: shop.store.id,
        ...body,
      }),
    /** Confirms for pickup, paid at the store: the order is PAID at once. */
    payAtStore: (orderId: string) =>
      ok<CustomerOrder>(t, 'POST', `/api/orders/${orderId}/confirm`, customer.headers, {
        serveType: 'PICKUP',
        payAtStore: true,
      }),
    confirmRaw: (orderId: string) =>
      injectJson(t.app, 'POST', `/api/orders/${orderId}/confirm`, { serveType: 'PICKUP' }, customer.headers),
  };
}

/** The applied entry of a promotion in a cart; fails when it is not there. */
export function appliedEntry(cart: Cart, promotionId: string) {
  const entry = cart.appliedPromotion.find((e) => e.id === promotionId && !e.isRedeem);
  expect(entry, `applied ${promotionId} in ${JSON.stringify(cart.appliedPromotion)}`).toBeDefined();
  return entry as Cart['appliedPromotion'][number];
}

/** A cart's contract identity (tax-free products): total = sub − discount + tax + fee, and lines add up. */
export function expectCartAddsUp(cart: Cart) {
  expect(cents(cart.totalAmount)).toBe(
    cents(cart.subAmount) - cents(cart.discountAmount) + cents(cart.taxAmount) + cents(cart.serviceFee),
  );
  const lineDiscounts = cart.items.reduce(
    (sum, line) =>
      sum +
      cents(line.totalDiscountAmount) +
      line.addons.reduce((s, a) => s + cents(a.totalDiscountAmount), 0),
    0,
  );
  expect(lineDiscounts).toBe(cents(cart.discountAmount));
}

export const newCustomer = (t: TestApp) => signedIn(t, 'USER');

/** The merchant sets a promotion ACTIVE or INACTIVE (PUT /api/promotions/status/{id}/{status}). */
export const setPromotionStatus = (t: TestApp, shop: PerkShop, id: string, status: 'ACTIVE' | 'INACTIVE') =>
  ok(t, 'PUT', `/api/promotions/status/${id}/${status}`, shop.merchant.headers);
