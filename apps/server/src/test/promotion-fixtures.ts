import { expect } from 'vitest';
import { signedIn } from './account-fixtures';
import { connectedMerchant, createActiveProduct, createOpenStore } from './ordering-fixtures';
import { injectJson, type TestApp, type TestMethod } from './test-app';

type Headers = Record<string, string>;
export type Json = Record<string, unknown> & { id: string };

/** A request's status and body, for assertions on refusals. */
export async function call(t: TestApp, method: TestMethod, url: string, headers: Headers, payload?: unknown) {
  const response = await injectJson(t.app, method, url, payload, headers);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A request that must succeed. */
export async function ok<T = Json>(
  t: TestApp,
  method: TestMethod,
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  const response = await injectJson(t.app, method, url, payload, headers);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/**
 * A merchant whose payments are connected (so customers see its stores), one open store, and a
 * latte (4.50), a croissant (3.25) and a muffin (2.75) sold there.
 */
export async function perkMerchant(t: TestApp) {
  const merchant = await connectedMerchant(t);
  const store = await createOpenStore(t, merchant.headers);
  const stores = [store.id];
  const latte = await createActiveProduct(t, merchant.headers, stores, { name: 'Latte', price: 4.5 });
  const croissant = await createActiveProduct(t, merchant.headers, stores, {
    name: 'Croissant',
    price: 3.25,
  });
  const muffin = await createActiveProduct(t, merchant.headers, stores, { name: 'Muffin', price: 2.75 });
  return { ...merchant, store, stores, latte, croissant, muffin };
}
export type PerkMerchant = Awaited<ReturnType<typeof perkMerchant>>;

export const customerOf = (t: TestApp) => signedIn(t, 'USER');

/** The write body every type shares: a name and the merchant's store. */
export const perkBody = (m: PerkMerchant, patch: Record<string, unknown> = {}) => ({
  name: 'Morning perk',
  stores: m.stores,
  ...patch,
});

export const DEAL_SUBTYPES = [
  'DEAL_MULTI_BUNDLE',
  'DEAL_MULTI_COMBO',
  'DEAL_BUY_ONE_GET_ONE',
  'DEAL_FREE_ITEM',
  'DEAL_DISCOUNT_ITEMS_P',
  'DEAL_DISCOUNT_CART_F',
  'DEAL_DISCOUNT_CART_P',
] as const;

/** One complete deal per subtype, on the merchant's products. */
export const dealBodies = (
  m: PerkMerchant,
): Record<(typeof DEAL_SUBTYPES)[number], Record<string, unknown>> => ({
  DEAL_MULTI_BUNDLE: {
    requiredProductList: [{ id: m.latte.id }, { id: m.croissant.id, groupIndex: 1 }],
    fixedAmount: 6,
  },
  DEAL_MULTI_COMBO: {
    requiredProductList: [
      { id: m.latte.id, groupIndex: 0 },
      { id: m.croissant.id, groupIndex: 1 },
      { id: m.muffin.id, groupIndex: 1 },
    ],
    discountAmount: 1.5,
  },
  DEAL_BUY_ONE_GET_ONE: {
    requiredProductList: [{ id: m.latte.id }],
    rewardProductList: [{ id: m.latte.id }],
  },
  DEAL_FREE_ITEM: { rewardProductList: [{ id: m.muffin.id }], requiredAmount: 20 },
  DEAL_DISCOUNT_ITEMS_P: { rewardProductList: [{ id: m.croissant.id }], discountPercent: 25 },
  DEAL_DISCOUNT_CART_F: { discountAmount: 5, requiredAmount: 30, highlightAmount: 25 },
  DEAL_DISCOUNT_CART_P: { discountPercent: 10 },
});

export const createDeal = (t: TestApp, m: PerkMerchant, patch: Record<string, unknown> = {}) =>
  ok(t, 'POST', '/api/promotions/deal', m.headers, perkBody(m, { discountPercent: 10, ...patch }));

/** Today's weekday in the store's zone, and one that is not today. */
export function weekdays(instant: Date, zoneName = 'America/Toronto') {
  const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zoneName, weekday: 'long' })
    .format(instant)
    .toUpperCase();
  const index = days.indexOf(name);
  return { today: name, otherDay: days[(index + 3) % 7] as string };
}
