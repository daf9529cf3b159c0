import { itemUnavailableMessage } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import {
  cartOf,
  createDeal,
  newCustomer,
  type PerkShop,
  perkShop,
  setPromotionStatus,
} from '../../test/cart-promotions-fixtures';
import { expectOrderTotalsAddUp, orderRow } from '../../test/order-harness';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pricingOf } from './order-mapper';

// Checkout with promotions (contract §9): the priced cart's applied entries and pick lines are
// frozen into the order; confirm, paid and is-valid re-check the order's promotions.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bogo = (shop: PerkShop, patch: Record<string, unknown> = {}) =>
  createDeal(t, shop, {
    name: 'Second latte free',
    requiredProductList: [{ id: shop.latte.id }],
    rewardProductList: [{ id: shop.latte.id }, { id: shop.cookie.id }],
    ...patch,
  });

describe('POST /api/orders/checkout with promotions', () => {
  it("freezes the cart's applied deal and its pick line, in dollars on the order and in cents in `priced`", async () => {
    const shop = await perkShop(t);
    const deal = await bogo(shop);
    const percent = await createDeal(t, shop, { name: 'Master ten', discountPercent: 10, isMaster: true });
    const cart = cartOf(t, shop, await newCustomer(t));
    await cart.add(shop.latte.id, 2);
    const priced = await cart.pick(deal.id, shop.latte.id);

    const order = await cart.checkout();
    expect(
      order.items.map((line) => [line.productId, line.quantity, line.isFreeItem, line.appliedPromotionId]),
    ).toEqual([
      [shop.latte.id, 2, false, null],
      [shop.latte.id, 1, true, deal.id],
    ]);
    expect(order.promotions.map((entry) => [entry.id, entry.totalDiscountAmount])).toEqual([
      [deal.id, 4.5],
      [percent.id, 0.9],
    ]);
    expect(order.promotions[0]).toMatchObject({
      type: 'DEAL',
      dealType: 'DEAL_BUY_ONE_GET_ONE',
      timesApplied: 1,
    });
    // The same amounts as the cart showed.
    expect(order).toMatchObject({
      subAmount: priced.subAmount,
      discountAmount: priced.discountAmount,
      totalAmount: priced.totalAmount,
      numberOfItems: 3,
    });
    expect(order.discountAmount).toBe(5.4);
    expectOrderTotalsAddUp(order);

    // Frozen as the deal engine's applied entries in cents: what loyalty reads at confirm and accept.
    const frozen = pricingOf(await orderRow(t, order.id)).appliedPromotions as Record<string, unknown>[];
    expect(frozen.map((entry) => [entry.list, entry.id, entry.totalDiscountAmountCents])).toEqual([
      ['APPLIED', deal.id, 450],
      ['APPLIED', percent.id, 90],
    ]);
  });

  it("toBeAppliedItems in the body replace the cart's picks", async () => {
    const shop = await perkShop(t);
    const deal = await bogo(shop);
    const cart = cartOf(t, shop, await newCustomer(t));
    await cart.add(shop.latte.id);
    await cart.pick(deal.id, shop.latte.id);
    const order = await cart.checkout({
      toBeAppliedItems: [{ appliedPromotionId: deal.id, productId: shop.cookie.id, quantity: 1, addons: [] }],
    });
    expect(order.items.filter((line) => line.isFreeItem).map((line) => line.productId)).toEqual([
      shop.cookie.id,
    ]);
    expect(order).toMatchObject({ subAmount: 6, discountAmount: 1.5, serviceFee: 0.5, totalAmount: 5 });
  });

  it('a deal that stopped applying simply gives nothing at checkout, and its pick goes', async () => {
    const shop = await perkShop(t);
    const deal = await bogo(shop);
    const cart = cartOf(t, shop, await newCustomer(t));
    await cart.add(shop.latte.id);
    expect((await cart.pick(deal.id, shop.latte.id)).discountAmount).toBe(4.5);
    await setPromotionStatus(t, shop, deal.id, 'INACTIVE');
    const order = await cart.checkout();
    expect(order.promotions).toEqual([]);
    expect(order.items.map((line) => line.isFreeItem)).toEqual([false]);
    expect(order).toMatchObject({ subAmount: 4.5, discountAmount: 0 });
  });
});

describe('re-checks of the order promotions', () => {
  it('confirm cancels an order whose deal was deactivated since checkout (ITEM_UNAVAILABLE names it)', async () => {
    const shop = await perkShop(t);
    const deal = await createDeal(t, shop, { name: 'Ten off', discountPercent: 10 });
    const customer = await newCustomer(t);
    const cart = cartOf(t, shop, customer);
    await cart.add(shop.croissant.id, 2);
    const order = await cart.checkout();
    expect(order.promotions.map((entry) => entry.id)).toEqual([deal.id]);

    const valid = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/is-valid`,
      headers: customer.headers,
    });
    expect(valid.statusCode, valid.body).toBe(200);
    await setPromotionStatus(t, shop, deal.id, 'INACTIVE');
    const message = itemUnavailableMessage('Ten off');
    const invalid = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/is-valid`,
      headers: customer.headers,
    });
    expect(invalid.json()).toMatchObject({ status: 400, code: 'ITEM_UNAVAILABLE', message });

    const refused = await cart.confirmRaw(order.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ITEM_UNAVAILABLE', message });
    expect((await orderRow(t, order.id)).status).toBe('CANCELED');
  });

  it("an order's own use does not count against maxRedeem when it is confirmed again or paid", async () => {
    const shop = await perkShop(t);
    const deal = await createDeal(t, shop, { discountPercent: 10, maxRedeem: 1 });
    const cart = cartOf(t, shop, await newCustomer(t));
    await cart.add(shop.latte.id, 2);
    const order = await cart.checkout();
    const first = await cart.confirmRaw(order.id);
    expect(first.statusCode, first.body).toBe(200);
    const paid = await cart.payAtStore(order.id);
    expect(paid).toMatchObject({ status: 'PAID', discountAmount: 0.9 });
    expect(paid.promotions.map((entry) => entry.id)).toEqual([deal.id]);
  });

  it("a hidden new-client deal behind the cart's coupon: checkout reads the history under the lock", async () => {
    const shop = await perkShop(t);
    const welcome = await createDeal(t, shop, {
      name: 'Welcome back',
      discountAmount: 1,
      isNewClient: true,
      isPublicAvailable: false,
      couponCode: 'HELLO1',
    });
    const customer = await newCustomer(t);
    const cart = cartOf(t, shop, customer);
    await cart.add(shop.muffin.id, 2);
    expect((await cart.coupon('hello1')).discountAmount).toBe(1);
    const first = await cart.checkout();
    expect(first.promotions.map((entry) => [entry.id, entry.totalDiscountAmount])).toEqual([[welcome.id, 1]]);

    // An earlier order of this customer at the merchant reaches COMPLETED meanwhile (set directly:
    // paying through the API would empty this cart and its coupon). The coupon is still on the
    // cart, so the next checkout must read the history and give nothing.
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, first.id));
    const second = await cart.checkout();
    expect(second.promotions).toEqual([]);
    expect(second.discountAmount).toBe(0);
  });
});
