import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { addonOf, cafeWorld, cartCalls, cartUrl, expectTotalsAddUp, itemOf } from '../../test/cart-kit';
import {
  type CafeMenu,
  connectedMerchant,
  createActiveProduct,
  createOpenStore,
} from '../../test/ordering-fixtures';
import { createTestApp, injectJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let toronto: { id: string };
let montreal: { id: string };
let menu: CafeMenu;

beforeAll(async () => {
  t = await createTestApp();
  ({ toronto, montreal, menu } = await cafeWorld(t));
});
afterAll(() => t.close());

const { add, read, count } = cartCalls(() => t);

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
