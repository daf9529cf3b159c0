import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { type Account, cafeWorld, cartCalls, cartUrl, itemOf, UNKNOWN_STORE } from '../../test/cart-kit';
import { type CafeMenu, createActiveProduct, createOpenStore } from '../../test/ordering-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchant: Account;
let toronto: { id: string };
let menu: CafeMenu;

beforeAll(async () => {
  t = await createTestApp();
  ({ merchant, toronto, menu } = await cafeWorld(t));
});
afterAll(() => t.close());

const { call } = cartCalls(() => t);

describe('store and caller refusals', () => {
  it('answers 404 "Merchant Store does not exist." for an unknown or deleted store', async () => {
    const customer = await signedIn(t, 'USER');
    const doomed = await createOpenStore(t, merchant.headers, { name: 'Pop-up' });
    expect(
      (await call('DELETE', `/api/merchant-stores/${doomed.id}`, undefined, merchant.headers)).statusCode,
    ).toBe(200);
    for (const storeId of [UNKNOWN_STORE, doomed.id, 'not-an-id']) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['DELETE', '', undefined],
        ['GET', '/cart-item-count', undefined],
        ['POST', '/item', itemOf(menu.croissant.id)],
        ['PUT', '/item/1', itemOf(menu.croissant.id)],
        ['DELETE', '/item/1', undefined],
      ] as const) {
        const response = await call(method, cartUrl(storeId, suffix), body, customer.headers);
        expect(response.statusCode, `${method} ${suffix}`).toBe(404);
        expect(response.json()).toEqual({
          status: 404,
          code: 'NOT_FOUND',
          message: 'Merchant Store does not exist.',
        });
      }
    }
  });

  it('answers 400 STORE_NOT_ACCEPTING_ORDERS for a store customers cannot see', async () => {
    const customer = await signedIn(t, 'USER');
    const closed = await createOpenStore(t, merchant.headers, { name: 'Closed café' });
    expect(
      (await call('PUT', `/api/merchant-stores/${closed.id}/INACTIVE`, undefined, merchant.headers))
        .statusCode,
    ).toBe(200);
    const unconnected = await signedIn(t);
    const hidden = await createOpenStore(t, unconnected.headers, { name: 'Not connected' });
    const hiddenProduct = await createActiveProduct(t, unconnected.headers, [hidden.id]);

    for (const [storeId, productId] of [
      [closed.id, menu.croissant.id],
      [hidden.id, hiddenProduct.id],
    ] as const) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['DELETE', '', undefined],
        ['GET', '/cart-item-count', undefined],
        ['POST', '/item', itemOf(productId)],
        ['PUT', '/item/1', itemOf(productId)],
        ['DELETE', '/item/1', undefined],
      ] as const) {
        const response = await call(method, cartUrl(storeId, suffix), body, customer.headers);
        expect(response.statusCode, `${method} ${suffix}`).toBe(400);
        expect(response.json()).toEqual({
          status: 400,
          code: 'STORE_NOT_ACCEPTING_ORDERS',
          message: 'The store is not accepting orders.',
        });
      }
    }
  });

  it('is for customers only: a merchant gets 403, no token 401', async () => {
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['DELETE', '', undefined],
      ['GET', '/cart-item-count', undefined],
      ['POST', '/item', itemOf(menu.croissant.id)],
      ['PUT', '/item/1', itemOf(menu.croissant.id)],
      ['DELETE', '/item/1', undefined],
    ] as const) {
      const asMerchant = await call(method, cartUrl(toronto.id, suffix), body, merchant.headers);
      expect(asMerchant.statusCode, `${method} ${suffix}`).toBe(403);
      expect(asMerchant.json().code).toBe('FORBIDDEN');
      expect((await call(method, cartUrl(toronto.id, suffix), body, {})).statusCode).toBe(401);
    }
  });
});
