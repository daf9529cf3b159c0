import { type Cart, cartSchema } from '@perkdesk/contracts';
import { expect } from 'vitest';
import type { signedIn } from './account-fixtures';
import {
  type CafeMenu,
  connectedMerchant,
  createCafeMenu,
  createOpenStore,
  montrealStorePatch,
} from './ordering-fixtures';
import { injectJson, type TestApp, type TestMethod } from './test-app';

// The customer cart's route tests: a café with stores in Toronto and Montréal, and the cart calls.

type Headers = Record<string, string>;
export type Account = Awaited<ReturnType<typeof signedIn>>;

// Monday 2 June 2025, 15:00 UTC: 11:00 in Toronto and Montréal (EDT, UTC−4).
export const MON_1500Z = new Date('2025-06-02T15:00:00Z');
export const UNKNOWN_STORE = '99999999999999999999';

export const cartUrl = (storeId: string, suffix = '') => `/api/user-cart/${storeId}${suffix}`;

export const addonOf = (productId: string, quantity = 1, addonGroupId?: string) => ({
  productId,
  quantity,
  ...(addonGroupId ? { addonGroupId } : {}),
});
export const itemOf = (productId: string, quantity = 1, addons: unknown[] = [], instruction?: string) => ({
  item: { productId, quantity, instruction, addons },
});

/** The contract's exact identity (§1 Money) for a cart: no delivery, no global points. */
export const expectTotalsAddUp = (cart: Cart) => {
  const cents = (amount: number) => Math.round(amount * 100);
  expect(cents(cart.totalAmount)).toBe(
    cents(cart.subAmount) - cents(cart.discountAmount) + cents(cart.taxAmount) + cents(cart.serviceFee),
  );
  expect(cents(cart.taxAmount)).toBe(cart.appliedTaxes.reduce((sum, tax) => sum + cents(tax.taxAmount), 0));
};

/** At MON_1500Z: a connected merchant, open stores in Toronto and Montréal, the café menu in both. */
export async function cafeWorld(t: TestApp) {
  t.clock.advance(MON_1500Z.getTime() - t.clock.now().getTime());
  const merchant = await connectedMerchant(t);
  const toronto = await createOpenStore(t, merchant.headers);
  const montreal = await createOpenStore(t, merchant.headers, montrealStorePatch);
  const menu: CafeMenu = await createCafeMenu(t, merchant.headers, [toronto.id, montreal.id]);
  return { merchant, toronto, montreal, menu };
}

/** The cart calls on the file's test app, which `app()` gives once `beforeAll` has made it. */
export function cartCalls(app: () => TestApp) {
  const setClock = (instant: Date) => app().clock.advance(instant.getTime() - app().clock.now().getTime());
  const call = (method: TestMethod, url: string, payload: unknown, headers: Headers) =>
    injectJson(app().app, method, url, payload, headers);

  /** A call that must succeed with a Cart, parsed with the contract's schema. */
  async function cartCall(
    method: TestMethod,
    url: string,
    payload: unknown,
    headers: Headers,
  ): Promise<Cart> {
    const response = await call(method, url, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    return cartSchema.parse(response.json());
  }
  const add = (customer: Account, storeId: string, body: unknown) =>
    cartCall('POST', cartUrl(storeId, '/item'), body, customer.headers);
  const read = (customer: Account, storeId: string) =>
    cartCall('GET', cartUrl(storeId), undefined, customer.headers);
  const count = async (customer: Account, storeId: string) => {
    const response = await call('GET', cartUrl(storeId, '/cart-item-count'), undefined, customer.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  /** A refused line: 400 VALIDATION_FAILED with these violations, the first one's text as the message. */
  async function refused(customer: Account, storeId: string, body: unknown, violations: unknown[]) {
    const response = await call('POST', cartUrl(storeId, '/item'), body, customer.headers);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: (violations[0] as { message: string }).message,
      violations,
    });
  }

  return { setClock, call, cartCall, add, read, count, refused };
}
