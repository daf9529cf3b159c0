import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { addonOf, cafeWorld, cartCalls, cartUrl, itemOf } from '../../test/cart-kit';
import type { CafeMenu } from '../../test/ordering-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let toronto: { id: string };
let menu: CafeMenu;

beforeAll(async () => {
  t = await createTestApp();
  ({ toronto, menu } = await cafeWorld(t));
});
afterAll(() => t.close());

const { call, cartCall, add, read, count } = cartCalls(() => t);

describe('PUT / DELETE /api/user-cart/{storeId}/item/{lineId}, DELETE /api/user-cart/{storeId}', () => {
  it('replaces a line in place, removes one, keeps ids increasing, and clears', async () => {
    const customer = await signedIn(t, 'USER');
    await add(customer, toronto.id, itemOf(menu.latte.id, 1, [addonOf(menu.oat.id)]));
    await add(customer, toronto.id, itemOf(menu.croissant.id));
    await add(customer, toronto.id, itemOf(menu.giftCard.id));

    const replaced = await cartCall(
      'PUT',
      cartUrl(toronto.id, '/item/1'),
      itemOf(menu.croissant.id, 3, [], 'Warm them up'),
      customer.headers,
    );
    expect(
      replaced.items.map((line) => [line.id, line.productName, line.quantity, line.addons.length]),
    ).toEqual([
      ['1', 'Croissant', 3, 0],
      ['2', 'Croissant', 1, 0],
      ['3', 'Gift card', 1, 0],
    ]);
    expect(replaced.items[0]?.instruction).toBe('Warm them up');

    const badPut = await call(
      'PUT',
      cartUrl(toronto.id, '/item/2'),
      itemOf(menu.latte.id, 1, []),
      customer.headers,
    );
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json().violations).toEqual([
      { field: 'item.addons', message: 'Select at least 1 option(s) from Milk.' },
    ]);

    const removed = await cartCall('DELETE', cartUrl(toronto.id, '/item/2'), undefined, customer.headers);
    expect(removed.items.map((line) => line.id)).toEqual(['1', '3']);
    const next = await add(customer, toronto.id, itemOf(menu.croissant.id));
    expect(next.items.map((line) => line.id)).toEqual(['1', '3', '4']);
    expect(await count(customer, toronto.id)).toBe('3');

    for (const [method, body] of [
      ['PUT', itemOf(menu.croissant.id)],
      ['DELETE', undefined],
    ] as const) {
      const unknown = await call(method, cartUrl(toronto.id, '/item/2'), body, customer.headers);
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
    }

    const cleared = await cartCall('DELETE', cartUrl(toronto.id), undefined, customer.headers);
    expect(cleared).toMatchObject({ isCartEmpty: true, cartItemCount: 0, items: [], totalAmount: 0 });
    expect((await read(customer, toronto.id)).isCartEmpty).toBe(true);
    expect(await count(customer, toronto.id)).toBe('0');
    expect((await add(customer, toronto.id, itemOf(menu.croissant.id))).items.map((line) => line.id)).toEqual(
      ['5'],
    );
  });

  it('answers 404 for a line of a cart that does not exist, and clears a missing cart', async () => {
    const customer = await signedIn(t, 'USER');
    expect(
      (await call('DELETE', cartUrl(toronto.id, '/item/1'), undefined, customer.headers)).statusCode,
    ).toBe(404);
    expect((await cartCall('DELETE', cartUrl(toronto.id), undefined, customer.headers)).isCartEmpty).toBe(
      true,
    );
    expect((await read(customer, toronto.id)).isCartEmpty).toBe(true);
  });
});

describe('concurrency', () => {
  it('lands simultaneous adds to one cart, each with its own id', async () => {
    const customer = await signedIn(t, 'USER');
    const responses = await Promise.all(
      [1, 2, 3, 4].map((quantity) =>
        call('POST', cartUrl(toronto.id, '/item'), itemOf(menu.croissant.id, quantity), customer.headers),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const cart = await read(customer, toronto.id);
    expect(cart.items.map((line) => line.id).sort()).toEqual(['1', '2', '3', '4']);
    expect(cart.items.map((line) => line.quantity).sort()).toEqual([1, 2, 3, 4]);
  });
});
