import { CART_MESSAGES, type Cart, cartSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import {
  type CafeMenu,
  connectedMerchant,
  createActiveProduct,
  createAddon,
  createAddonGroup,
  createCafeMenu,
  createOpenStore,
  montrealStorePatch,
} from '../../test/ordering-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';
import { createCartService } from './cart.service';

type Headers = Record<string, string>;
type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let merchant: Account;
let toronto: { id: string };
let montreal: { id: string };
let menu: CafeMenu;

// Monday 2 June 2025, 15:00 UTC: 11:00 in Toronto and Montréal (EDT, UTC−4).
const MON_1500Z = new Date('2025-06-02T15:00:00Z');
const UNKNOWN_STORE = '99999999999999999999';

const setClock = (instant: Date) => t.clock.advance(instant.getTime() - t.clock.now().getTime());
const call = (method: TestMethod, url: string, payload: unknown, headers: Headers) =>
  injectJson(t.app, method, url, payload, headers);
const cartUrl = (storeId: string, suffix = '') => `/api/user-cart/${storeId}${suffix}`;

const addonOf = (productId: string, quantity = 1, addonGroupId?: string) => ({
  productId,
  quantity,
  ...(addonGroupId ? { addonGroupId } : {}),
});
const itemOf = (productId: string, quantity = 1, addons: unknown[] = [], instruction?: string) => ({
  item: { productId, quantity, instruction, addons },
});

/** A call that must succeed with a Cart, parsed with the contract's schema. */
async function cartCall(method: TestMethod, url: string, payload: unknown, headers: Headers): Promise<Cart> {
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

/** The contract's exact identity (§1 Money) for a cart: no delivery, no global points. */
const expectTotalsAddUp = (cart: Cart) => {
  const cents = (amount: number) => Math.round(amount * 100);
  expect(cents(cart.totalAmount)).toBe(
    cents(cart.subAmount) - cents(cart.discountAmount) + cents(cart.taxAmount) + cents(cart.serviceFee),
  );
  expect(cents(cart.taxAmount)).toBe(cart.appliedTaxes.reduce((sum, tax) => sum + cents(tax.taxAmount), 0));
};

beforeAll(async () => {
  t = await createTestApp();
  setClock(MON_1500Z);
  merchant = await connectedMerchant(t);
  toronto = await createOpenStore(t, merchant.headers);
  montreal = await createOpenStore(t, merchant.headers, montrealStorePatch);
  menu = await createCafeMenu(t, merchant.headers, [toronto.id, montreal.id]);
});
afterAll(() => t.close());

describe('GET /api/user-cart/{storeId}', () => {
  it('is an empty cart when none exists', async () => {
    const customer = await signedIn(t, 'USER');
    expect(await read(customer, toronto.id)).toEqual({
      storeId: toronto.id,
      isCartEmpty: true,
      cartItemCount: 0,
      items: [],
      toBeAppliedItems: {},
      appliedPromotion: [],
      suggestedPromotion: [],
      toBeAppliedPromotion: [],
      couponPromotion: {},
      subAmountProducts: 0,
      subAmount: 0,
      discountAmount: 0,
      appliedTaxes: [],
      taxAmount: 0,
      serviceFee: 0,
      totalAmount: 0,
      earnedGlobalPoints: 0,
    });
    expect(await count(customer, toronto.id)).toBe('0');
  });
});

describe('POST /api/user-cart/{storeId}/item: priced lines', () => {
  it('prices a latte with add-ons and an exempt gift card under Ontario HST 13%', async () => {
    const customer = await signedIn(t, 'USER');
    const first = await add(
      customer,
      toronto.id,
      itemOf(
        menu.latte.id,
        2,
        [addonOf(menu.oat.id), addonOf(menu.vanilla.id, 2, menu.syrups.id)],
        '  Extra hot  ',
      ),
    );
    const hst = (taxAmount: number) => [{ taxType: 'HST', taxPercentage: 13, taxAmount }];
    expect(first).toMatchObject({
      storeId: toronto.id,
      isCartEmpty: false,
      cartItemCount: 1,
      items: [
        {
          id: '1',
          productId: menu.latte.id,
          productName: 'Latte',
          image: null,
          price: 4.5,
          quantity: 2,
          instruction: 'Extra hot',
          totalAmount: 9,
          totalAddonAmount: 4,
          totalDiscountAmount: 0,
          appliedTaxes: hst(1.17),
          addons: [
            {
              productId: menu.oat.id,
              productName: 'Oat milk',
              addonGroupId: menu.milk.id,
              price: 0.5,
              quantity: 1,
              totalAmount: 1,
              totalDiscountAmount: 0,
              appliedTaxes: hst(0.13),
            },
            {
              productId: menu.vanilla.id,
              productName: 'Vanilla syrup',
              addonGroupId: menu.syrups.id,
              price: 0.75,
              quantity: 2,
              totalAmount: 3,
              totalDiscountAmount: 0,
              appliedTaxes: hst(0.39),
            },
          ],
          isFreeItem: false,
          isRedeem: false,
          appliedPromotionId: null,
        },
      ],
      subAmountProducts: 9,
      subAmount: 13,
      discountAmount: 0,
      appliedTaxes: hst(1.69),
      taxAmount: 1.69,
      serviceFee: 0,
      totalAmount: 14.69,
      earnedGlobalPoints: 130,
    });

    const second = await add(customer, toronto.id, itemOf(menu.giftCard.id));
    expect(second.items.map((line) => [line.id, line.productName, line.appliedTaxes])).toEqual([
      ['1', 'Latte', hst(1.17)],
      ['2', 'Gift card', []],
    ]);
    expect(second).toMatchObject({
      cartItemCount: 2,
      subAmountProducts: 19,
      subAmount: 23,
      appliedTaxes: hst(1.69),
      taxAmount: 1.69,
      serviceFee: 0,
      totalAmount: 24.69,
      earnedGlobalPoints: 230,
    });
    expectTotalsAddUp(second);
    expect(await read(customer, toronto.id)).toEqual(second);
    expect(await count(customer, toronto.id)).toBe('2');
  });

  it("prices each line's taxes under Quebec GST 5% + QST 9.975%, rounded half up per line", async () => {
    const customer = await signedIn(t, 'USER');
    const cart = await add(customer, montreal.id, itemOf(menu.latte.id, 1, [addonOf(menu.soy.id)]));
    // Latte 4.50: GST 0.225 → 0.23, QST 0.448875 → 0.45. Soy 0.60: GST 0.03, QST 0.05985 → 0.06.
    expect(cart.items[0]?.appliedTaxes).toEqual([
      { taxType: 'GST', taxPercentage: 5, taxAmount: 0.23 },
      { taxType: 'QST', taxPercentage: 9.975, taxAmount: 0.45 },
    ]);
    expect(cart.items[0]?.addons[0]?.appliedTaxes).toEqual([
      { taxType: 'GST', taxPercentage: 5, taxAmount: 0.03 },
      { taxType: 'QST', taxPercentage: 9.975, taxAmount: 0.06 },
    ]);
    expect(cart).toMatchObject({
      subAmountProducts: 4.5,
      subAmount: 5.1,
      appliedTaxes: [
        { taxType: 'GST', taxPercentage: 5, taxAmount: 0.26 },
        { taxType: 'QST', taxPercentage: 9.975, taxAmount: 0.51 },
      ],
      taxAmount: 0.77,
      serviceFee: 0,
      totalAmount: 5.87,
      earnedGlobalPoints: 51,
    });
    expectTotalsAddUp(cart);
    // The same customer's cart in Toronto is another cart.
    expect((await read(customer, toronto.id)).isCartEmpty).toBe(true);
  });

  it('charges the service fee below the threshold, untaxed', async () => {
    const customer = await signedIn(t, 'USER');
    const cart = await add(customer, toronto.id, itemOf(menu.croissant.id));
    expect(cart).toMatchObject({
      subAmount: 3.25,
      appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.42 }],
      taxAmount: 0.42,
      serviceFee: 0.5,
      totalAmount: 4.17,
      earnedGlobalPoints: 32,
    });
    expectTotalsAddUp(cart);
  });

  it('follows the configured service fee', async () => {
    const other = await createTestApp({ env: { SERVICE_FEE_AMOUNT: '0.99', SERVICE_FEE_THRESHOLD: '20' } });
    try {
      const owner = await connectedMerchant(other);
      const store = await createOpenStore(other, owner.headers);
      const product = await createActiveProduct(other, owner.headers, [store.id], { price: 10 });
      const customer = await signedIn(other, 'USER');
      const response = await injectJson(
        other.app,
        'POST',
        cartUrl(store.id, '/item'),
        itemOf(product.id),
        customer.headers,
      );
      expect(response.json()).toMatchObject({
        subAmount: 10,
        taxAmount: 1.3,
        serviceFee: 0.99,
        totalAmount: 12.29,
      });
    } finally {
      await other.close();
    }
  });

  it('gives each customer their own cart, with its own line ids', async () => {
    const alice = await signedIn(t, 'USER');
    const bob = await signedIn(t, 'USER');
    await add(alice, toronto.id, itemOf(menu.croissant.id));
    await add(alice, toronto.id, itemOf(menu.giftCard.id));
    expect((await read(bob, toronto.id)).isCartEmpty).toBe(true);
    const bobs = await add(bob, toronto.id, itemOf(menu.croissant.id, 3));
    expect(bobs.items.map((line) => [line.id, line.quantity])).toEqual([['1', 3]]);
    expect((await read(alice, toronto.id)).items.map((line) => line.id)).toEqual(['1', '2']);
  });
});

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
