import { CART_MESSAGES } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { type Account, addonOf, cafeWorld, cartCalls, cartUrl, itemOf, MON_1500Z } from '../../test/cart-kit';
import {
  type CafeMenu,
  connectedMerchant,
  createActiveProduct,
  createAddon,
  createOpenStore,
} from '../../test/ordering-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

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

const { setClock, call, add, refused } = cartCalls(() => t);

describe('line validation (contract §8)', () => {
  let customer: Account;
  beforeAll(async () => {
    customer = await signedIn(t, 'USER');
  });

  it('refuses quantities outside 1–99, for lines and add-ons', async () => {
    for (const quantity of [0, 100, 1.5]) {
      await refused(customer, toronto.id, itemOf(menu.croissant.id, quantity), [
        { field: 'item.quantity', message: CART_MESSAGES.quantity },
      ]);
    }
    await refused(customer, toronto.id, itemOf(menu.latte.id, 1, [addonOf(menu.oat.id, 0)]), [
      { field: 'item.addons[0].quantity', message: CART_MESSAGES.addonQuantity },
    ]);
  });

  it('refuses an add-on the product does not offer, or from a group that does not hold it', async () => {
    await refused(customer, toronto.id, itemOf(menu.croissant.id, 1, [addonOf(menu.oat.id)]), [
      { field: 'item.addons[0].productId', message: 'Oat milk cannot be added to Croissant.' },
    ]);
    await refused(
      customer,
      toronto.id,
      itemOf(menu.latte.id, 1, [addonOf(menu.oat.id), addonOf(menu.soy.id, 1, menu.syrups.id)]),
      [{ field: 'item.addons[1].productId', message: 'Soy milk cannot be added to Latte.' }],
    );
  });

  it('refuses an add-on that is not available now', async () => {
    const sleepy = await createAddon(t, merchant.headers, [toronto.id], [menu.syrups.id], {
      name: 'Hazelnut syrup',
      status: 'INACTIVE',
    });
    await refused(
      customer,
      toronto.id,
      itemOf(menu.latte.id, 1, [addonOf(menu.oat.id), addonOf(sleepy.id)]),
      [{ field: 'item.addons[1].productId', message: 'Hazelnut syrup cannot be added to Latte.' }],
    );
  });

  it('counts each add-on group per unit: at least, at most, once', async () => {
    await refused(customer, toronto.id, itemOf(menu.latte.id, 2, [addonOf(menu.vanilla.id)]), [
      { field: 'item.addons', message: 'Select at least 1 option(s) from Milk.' },
    ]);
    await refused(
      customer,
      toronto.id,
      itemOf(menu.latte.id, 1, [addonOf(menu.oat.id), addonOf(menu.soy.id)]),
      [{ field: 'item.addons', message: 'Select at most 1 option(s) from Milk.' }],
    );
    await refused(
      customer,
      toronto.id,
      itemOf(menu.latte.id, 1, [
        addonOf(menu.soy.id),
        addonOf(menu.vanilla.id, 2),
        addonOf(menu.caramel.id, 2),
      ]),
      [{ field: 'item.addons', message: 'Select at most 3 option(s) from Syrups.' }],
    );
    await refused(customer, toronto.id, itemOf(menu.latte.id, 1, [addonOf(menu.oat.id, 2)]), [
      { field: 'item.addons[0].quantity', message: 'Oat milk can only be selected once.' },
      { field: 'item.addons', message: 'Select at most 1 option(s) from Milk.' },
    ]);
    // Repeats are fine where the group allows them, up to its maximum.
    const cart = await add(
      customer,
      toronto.id,
      itemOf(menu.latte.id, 1, [addonOf(menu.soy.id), addonOf(menu.vanilla.id, 2), addonOf(menu.caramel.id)]),
    );
    expect(cart.items.at(-1)?.addons.map((addon) => addon.quantity)).toEqual([1, 2, 1]);
  });

  it('refuses a line as the body schema does: no item, a bad id', async () => {
    const noItem = await call('POST', cartUrl(toronto.id, '/item'), {}, customer.headers);
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json().code).toBe('VALIDATION_FAILED');
    const badId = await call('POST', cartUrl(toronto.id, '/item'), itemOf('latte'), customer.headers);
    expect(badId.json().violations).toEqual([{ field: 'item.productId', message: 'Invalid id.' }]);
  });
});

describe('"{product} is not available." (contract §5 Availability at the request instant)', () => {
  let customer: Account;
  beforeAll(async () => {
    customer = await signedIn(t, 'USER');
  });
  const notAvailable = (productId: string, name: string, storeId = toronto.id) =>
    refused(customer, storeId, itemOf(productId), [
      { field: 'item.productId', message: CART_MESSAGES.notAvailable(name) },
    ]);

  it('refuses an inactive product', async () => {
    const product = await createActiveProduct(t, merchant.headers, [toronto.id], {
      name: 'Iced tea',
      status: 'INACTIVE',
    });
    await notAvailable(product.id, 'Iced tea');
  });

  it('refuses a product hidden until tomorrow, and takes it once the day has passed', async () => {
    const product = await createActiveProduct(t, merchant.headers, [toronto.id], {
      name: 'Pumpkin loaf',
      hideUntil: '2025-06-03T15:00:00Z',
    });
    await notAvailable(product.id, 'Pumpkin loaf');
    setClock(new Date('2025-06-03T15:00:00Z'));
    try {
      // A day later the first customer's access token has expired: a fresh sign-in.
      const tomorrow = await signedIn(t, 'USER');
      expect((await add(tomorrow, toronto.id, itemOf(product.id))).items[0]?.productName).toBe(
        'Pumpkin loaf',
      );
    } finally {
      setClock(MON_1500Z);
    }
  });

  it("reads its hours in the store's time zone", async () => {
    // 15:00 UTC is 11:00 in Toronto: inside 10:00–12:00 there (not in UTC), outside 07:00–10:30.
    const lunch = await createActiveProduct(t, merchant.headers, [toronto.id], {
      name: 'Soup of the day',
      availableTime: [{ day: 'MONDAY', fromTime: '10:00', toTime: '12:00' }],
    });
    const breakfast = await createActiveProduct(t, merchant.headers, [toronto.id], {
      name: 'Breakfast wrap',
      availableTime: [{ day: 'MONDAY', fromTime: '07:00', toTime: '10:30' }],
    });
    expect((await add(customer, toronto.id, itemOf(lunch.id))).items.at(-1)?.productName).toBe(
      'Soup of the day',
    );
    await notAvailable(breakfast.id, 'Breakfast wrap');
  });

  it('refuses a product of another store, a deleted one, and an id of no product of the merchant', async () => {
    const montrealOnly = await createActiveProduct(t, merchant.headers, [montreal.id], { name: 'Poutine' });
    await notAvailable(montrealOnly.id, 'Poutine');
    expect((await add(customer, montreal.id, itemOf(montrealOnly.id))).items[0]?.productName).toBe('Poutine');

    const gone = await createActiveProduct(t, merchant.headers, [toronto.id], { name: 'Old scone' });
    expect((await call('DELETE', `/api/products/${gone.id}`, undefined, merchant.headers)).statusCode).toBe(
      200,
    );
    await notAvailable(gone.id, 'Old scone');

    const stranger = await connectedMerchant(t);
    const theirs = await createOpenStore(t, stranger.headers);
    const foreign = await createActiveProduct(t, stranger.headers, [theirs.id], { name: 'Their muffin' });
    await notAvailable(foreign.id, 'Product');
    await notAvailable(menu.oat.id, 'Oat milk');
  });
});
