import { CART_MESSAGES } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { type Account, addonOf, cafeWorld, cartCalls, cartUrl, itemOf, MON_1500Z } from '../../test/cart-kit';
import {
  type CafeMenu,
  connectedMerchant,
  createActiveProduct,
  createAddon,
  createAddonGroup,
  createOpenStore,
} from '../../test/ordering-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCartService } from './cart.service';

let t: TestApp;
let merchant: Account;
let toronto: { id: string };
let montreal: { id: string };
let menu: CafeMenu;

beforeAll(async () => {
  t = await createTestApp();
  ({ merchant, toronto, montreal, menu } = await cafeWorld(t));
});
afterAll(() => t.close());

const { setClock, call, cartCall, add, read, count, refused } = cartCalls(() => t);

describe('reads after the catalogue changed', () => {
  it("re-prices at the catalogue's current price", async () => {
    const customer = await signedIn(t, 'USER');
    const product = await createActiveProduct(t, merchant.headers, [toronto.id], {
      name: 'Brownie',
      price: 3,
    });
    expect((await add(customer, toronto.id, itemOf(product.id, 2))).subAmount).toBe(6);
    const body = (await call('GET', `/api/products/${product.id}`, undefined, merchant.headers)).json();
    const put = await call('PUT', `/api/products/${product.id}`, { ...body, price: 3.5 }, merchant.headers);
    expect(put.statusCode, put.body).toBe(200);
    expect(await read(customer, toronto.id)).toMatchObject({
      subAmount: 7,
      items: [{ price: 3.5, totalAmount: 7 }],
    });
  });

  it("drops a deleted product's lines at the next read; keeps an unavailable one, reported to checkout", async () => {
    const customer = await signedIn(t, 'USER');
    const scone = await createActiveProduct(t, merchant.headers, [toronto.id], { name: 'Scone', price: 2.5 });
    const bagel = await createActiveProduct(t, merchant.headers, [toronto.id], { name: 'Bagel', price: 2 });
    await add(customer, toronto.id, itemOf(scone.id));
    await add(customer, toronto.id, itemOf(bagel.id));
    await add(customer, toronto.id, itemOf(menu.latte.id, 1, [addonOf(menu.oat.id)]));

    expect((await call('DELETE', `/api/products/${scone.id}`, undefined, merchant.headers)).statusCode).toBe(
      200,
    );
    const status = await call('PUT', `/api/products/status/${bagel.id}`, 'INACTIVE', merchant.headers);
    expect(status.statusCode, status.body).toBe(200);

    const cart = await read(customer, toronto.id);
    expect(cart.items.map((line) => [line.id, line.productName])).toEqual([
      ['2', 'Bagel'],
      ['3', 'Latte'],
    ]);
    expect(cart).toMatchObject({ cartItemCount: 2, subAmount: 7 });
    expect(await count(customer, toronto.id)).toBe('2');

    // What checkout sees: the unavailable line, with the contract's message.
    const carts = createCartService({
      db: t.db,
      clock: t.clock,
      hasPaymentAccount: async () => true,
      serviceFee: t.config.serviceFee,
    });
    const pricing = await carts.priced(customer.id, toronto.id);
    expect(pricing.cart).toEqual(cart);
    expect(pricing.lines.map((line) => line.id)).toEqual(['2', '3']);
    expect(pricing.problems).toEqual([
      {
        lineId: '2',
        productId: bagel.id,
        productName: 'Bagel',
        violations: [{ field: 'items[0].productId', message: 'Bagel is not available.' }],
      },
    ]);

    // Editing the unavailable line is refused; removing it works and stores what vanished.
    const edit = await call('PUT', cartUrl(toronto.id, '/item/2'), itemOf(bagel.id, 2), customer.headers);
    expect(edit.json().violations).toEqual([{ field: 'item.productId', message: 'Bagel is not available.' }]);
    const after = await cartCall('DELETE', cartUrl(toronto.id, '/item/2'), undefined, customer.headers);
    expect(after.items.map((line) => line.id)).toEqual(['3']);
    expect((await carts.priced(customer.id, toronto.id)).lines.map((line) => line.id)).toEqual(['3']);
  });

  it('drops a deleted add-on from its line, and reports a mandatory group left empty', async () => {
    const customer = await signedIn(t, 'USER');
    const sides = await createAddonGroup(t, merchant.headers, { name: 'Sides', forcedMin: 1 });
    const fries = await createAddon(t, merchant.headers, [toronto.id], [sides.id], {
      name: 'Fries',
      price: 2,
    });
    const salad = await createAddon(t, merchant.headers, [toronto.id], [sides.id], {
      name: 'Salad',
      price: 3,
    });
    const burger = await createActiveProduct(t, merchant.headers, [toronto.id], {
      name: 'Burger',
      price: 9,
      addonGroups: [sides.id],
    });
    await add(customer, toronto.id, itemOf(burger.id, 1, [addonOf(fries.id)]));
    expect((await call('DELETE', `/api/addons/${fries.id}`, undefined, merchant.headers)).statusCode).toBe(
      200,
    );

    const cart = await read(customer, toronto.id);
    expect(cart.items).toMatchObject([{ productName: 'Burger', addons: [] }]);
    expect(cart.subAmount).toBe(9);
    const carts = createCartService({
      db: t.db,
      clock: t.clock,
      hasPaymentAccount: async () => true,
      serviceFee: t.config.serviceFee,
    });
    expect((await carts.priced(customer.id, toronto.id)).problems[0]?.violations).toEqual([
      { field: 'items[0].addons', message: 'Select at least 1 option(s) from Sides.' },
    ]);
    expect(salad.name).toBe('Salad');
  });
});

// Carts and orders price against a menu kept per store and catalogue version until it next
// changes by itself (menu-cache.ts): each of these reads the cart first, so the menu is kept.
describe('the kept menu', () => {
  it('takes a product off when its hours end, with no write in between', async () => {
    const customer = await signedIn(t, 'USER');
    const lunch = await createActiveProduct(t, merchant.headers, [toronto.id], {
      name: 'Lunch special',
      availableTime: [{ day: 'MONDAY', fromTime: '10:00', toTime: '12:00' }],
    });
    expect((await add(customer, toronto.id, itemOf(lunch.id))).items.at(-1)?.productName).toBe(
      'Lunch special',
    );
    setClock(new Date('2025-06-02T16:01:00Z')); // 12:01 in Toronto: the window's last minute is 12:00
    try {
      const later = await signedIn(t, 'USER');
      await refused(later, toronto.id, itemOf(lunch.id), [
        { field: 'item.productId', message: CART_MESSAGES.notAvailable('Lunch special') },
      ]);
    } finally {
      setClock(MON_1500Z);
    }
  });

  it('refuses the store as soon as its merchant disconnects payments', async () => {
    const owner = await connectedMerchant(t);
    const store = await createOpenStore(t, owner.headers, { name: 'Soon unplugged' });
    const product = await createActiveProduct(t, owner.headers, [store.id], { name: 'Scone' });
    const customer = await signedIn(t, 'USER');
    expect((await add(customer, store.id, itemOf(product.id))).items).toHaveLength(1);
    const disconnect = await call('DELETE', '/api/accounts/merchant', undefined, owner.headers);
    expect(disconnect.statusCode, disconnect.body).toBe(200);
    const response = await call('GET', cartUrl(store.id), undefined, customer.headers);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'STORE_NOT_ACCEPTING_ORDERS' });
  });

  it('follows a store write: a product taken off the store is gone from its menu', async () => {
    const customer = await signedIn(t, 'USER');
    const product = await createActiveProduct(t, merchant.headers, [toronto.id, montreal.id], {
      name: 'Travelling tart',
    });
    expect((await add(customer, montreal.id, itemOf(product.id))).items.at(-1)?.productName).toBe(
      'Travelling tart',
    );
    const body = (await call('GET', `/api/products/${product.id}`, undefined, merchant.headers)).json();
    const put = await call(
      'PUT',
      `/api/products/${product.id}`,
      { ...body, stores: [toronto.id] },
      merchant.headers,
    );
    expect(put.statusCode, put.body).toBe(200);
    await refused(customer, montreal.id, itemOf(product.id), [
      { field: 'item.productId', message: CART_MESSAGES.notAvailable('Travelling tart') },
    ]);
  });
});
