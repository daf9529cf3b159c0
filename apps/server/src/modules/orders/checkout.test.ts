import { describe, expect, it } from 'vitest';
import {
  call,
  expectOrderTotalsAddUp,
  expectRefusal,
  openShop,
  orderRow,
  PROVIDERS,
} from '../../test/order-harness';
import { orderTestKit, UNKNOWN_ID } from '../../test/order-test-kit';

// Checkout: the cart priced now frozen into a CHECKOUT order.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const {
    t,
    post,
    get,
    customerOf,
    addLine,
    checkout,
    confirm,
    setStatus,
    cartLines,
    intentOf,
    confirmed,
    published,
    balances,
    p,
  } = orderTestKit(providerName);

  describe('POST /api/orders/checkout', () => {
    it('freezes the cart’s prices into a CHECKOUT order and leaves the cart as it is', async () => {
      const shop = await openShop(p);
      const customer = await customerOf();
      await addLine(customer, shop.store.id, shop.menu.latte.id, 2, [
        { productId: shop.menu.oat.id, quantity: 1 },
        { productId: shop.menu.vanilla.id, quantity: 2 },
      ]);
      await addLine(customer, shop.store.id, shop.menu.croissant.id);
      const order = await checkout(customer, shop.store.id);

      expect(order).toMatchObject({
        status: 'CHECKOUT',
        serveStatus: null,
        serveType: null,
        isPickup: null,
        paymentMethod: null,
        paymentCollected: false,
        storeId: shop.store.id,
        merchantId: shop.merchant.merchantId,
        customerId: customer.id,
        numberOfItems: 3,
        // 2 × 4.50 + 3.25; add-ons 2 × (0.50 + 2 × 0.75) = 4.00.
        subAmountProducts: 12.25,
        subAmount: 16.25,
        discountAmount: 0,
        serviceFee: 0,
        deliveryPrice: 0,
        deliveryAppliedTaxes: [],
        deliveryDistance: null,
        deliveryAddress: null,
        globalPointsUsed: 0,
        globalPointsEquivalentAmount: 0,
        earnedGlobalPoints: 162,
        storeName: 'Queen West',
        storePhone: '+14165550199',
        clientSecret: null,
        paymentAccountId: null,
        confirmedAt: null,
        paidAt: null,
      });
      expect(order.id).toMatch(/^\d{20,}$/);
      expect(
        order.items.map((line) => [line.productName, line.quantity, line.addons.map((a) => a.productName)]),
      ).toEqual([
        ['Latte', 2, ['Oat milk', 'Vanilla syrup']],
        ['Croissant', 1, []],
      ]);
      // HST 13% per line and add-on: 1.17 + 0.13 + 0.39 + 0.42.
      expect(order.appliedTaxes).toEqual([{ taxType: 'HST', taxPercentage: 13, taxAmount: 2.11 }]);
      expect(order.totalAmount).toBe(18.36);
      expectOrderTotalsAddUp(order);
      expect(order.storeTimeZone.zoneName).toBe('America/Toronto');
      expect(order.storeAddress.city).toBe('Toronto');

      const row = await orderRow(t(), order.id);
      expect(row).toMatchObject({
        customerName: 'Customer Name',
        customerPhone: '+14165550123',
        totalCents: 1836,
      });
      expect(row.searchText).toContain(order.id);
      expect(row.searchText).toContain('oat milk');
      expect(row.searchText).toContain('customer name');
      expect(await cartLines(customer, shop.store.id)).toHaveLength(2);

      // A price change afterwards does not touch the order.
      const reprice = await call(
        t(),
        'PUT',
        `/api/products/${shop.menu.croissant.id}`,
        { name: 'Croissant', price: 9.99, unit: 'ea', stores: [shop.store.id], status: 'ACTIVE' },
        shop.merchant.headers,
      );
      expect(reprice.statusCode, reprice.body).toBe(200);
      expect((await confirm(customer, order.id)).totalAmount).toBe(18.36);
    });

    it('cancels the earlier open order of the same customer and store, and its intent', async () => {
      const { shop, customer, order: first } = await confirmed();
      const intent = await intentOf(first.id);
      const second = await checkout(customer, shop.store.id);
      expect(second.id).not.toBe(first.id);
      expect((await orderRow(t(), first.id)).status).toBe('CANCELED');
      expect((await p.intent(intent.id)).status).toBe('canceled');
      expect(published.some((order) => order.id === first.id && order.status === 'CANCELED')).toBe(true);
      // Another store's open order is left alone.
      const other = await openShop(p);
      await addLine(customer, other.store.id, other.menu.croissant.id);
      await checkout(customer, other.store.id);
      expect((await orderRow(t(), second.id)).status).toBe('CHECKOUT');
    });

    it('leaves one open order when checkouts of one cart race each other and a cart edit', async () => {
      const shop = await openShop(p);
      const customer = await customerOf();
      await addLine(customer, shop.store.id, shop.menu.croissant.id);
      // Five checkouts at once (each may price the cart read before another's order), and an edit.
      const [edit, ...orders] = await Promise.all([
        post(
          `/api/user-cart/${shop.store.id}/item`,
          {
            item: {
              productId: shop.menu.latte.id,
              quantity: 1,
              addons: [{ productId: shop.menu.oat.id, quantity: 1 }],
            },
          },
          customer.headers,
        ),
        ...Array.from({ length: 5 }, () => checkout(customer, shop.store.id)),
      ]);
      expect(edit?.statusCode, edit?.body).toBe(200);
      const rows = await Promise.all(orders.map((order) => orderRow(t(), order.id)));
      const open = rows.filter((row) => row.status === 'CHECKOUT');
      expect(open).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'CANCELED')).toHaveLength(4);
      // Each order was priced from the cart as it was when written: one croissant, or with the latte.
      for (const order of orders) expect([1, 2]).toContain(order.numberOfItems);
      // The next checkout sees the edit and replaces the open one.
      const last = await checkout(customer, shop.store.id);
      expect(last.numberOfItems).toBe(2);
      expect((await orderRow(t(), open[0]?.id ?? '')).status).toBe('CANCELED');
    });

    it('refuses an empty cart, an unknown store and a store customers cannot see', async () => {
      const shop = await openShop(p);
      const customer = await customerOf();
      const empty = await post('/api/orders/checkout', { storeId: shop.store.id }, customer.headers);
      await expectRefusal(empty, 400, 'CART_EMPTY', 'Your cart is empty.');
      const unknown = await post('/api/orders/checkout', { storeId: UNKNOWN_ID }, customer.headers);
      await expectRefusal(unknown, 404, 'NOT_FOUND', 'Merchant Store does not exist.');
      await addLine(customer, shop.store.id, shop.menu.croissant.id);
      const off = await call(
        t(),
        'PUT',
        `/api/merchant-stores/${shop.store.id}/INACTIVE`,
        undefined,
        shop.merchant.headers,
      );
      expect(off.statusCode, off.body).toBe(200);
      const hidden = await post('/api/orders/checkout', { storeId: shop.store.id }, customer.headers);
      await expectRefusal(hidden, 400, 'STORE_NOT_ACCEPTING_ORDERS', 'The store is not accepting orders.');
    });

    it('refuses a closed store: operationTime in the store’s zone, empty meaning always open', async () => {
      // 11:00 on Monday in Toronto.
      const closed = await openShop(p, {
        operationTime: [{ day: 'MONDAY', fromTime: '11:01', toTime: '18:00' }],
      });
      const customer = await customerOf();
      await addLine(customer, closed.store.id, closed.menu.croissant.id);
      const refused = await post('/api/orders/checkout', { storeId: closed.store.id }, customer.headers);
      await expectRefusal(refused, 400, 'STORE_CLOSED', 'The store is closed now.');

      const open = await openShop(p, {
        operationTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '11:00' }],
      });
      await addLine(customer, open.store.id, open.menu.croissant.id);
      expect((await checkout(customer, open.store.id)).status).toBe('CHECKOUT');
    });

    it('refuses a line that cannot be ordered now with ITEM_UNAVAILABLE, creating no order', async () => {
      const shop = await openShop(p);
      const customer = await customerOf();
      await addLine(customer, shop.store.id, shop.menu.croissant.id);
      await setStatus(shop, 'products', shop.menu.croissant.id, 'INACTIVE');
      const refused = await post('/api/orders/checkout', { storeId: shop.store.id }, customer.headers);
      await expectRefusal(
        refused,
        400,
        'ITEM_UNAVAILABLE',
        'Croissant is no longer available and we have to cancel the order. Please order again!',
      );
      expect((await get('/api/orders', customer.headers)).json()).toEqual([]);
    });

    it('checks global points: a multiple of 10,000, at most one step per $10, within the balance', async () => {
      const shop = await openShop(p);
      const customer = await customerOf();
      await addLine(customer, shop.store.id, shop.menu.giftCard.id, 2);
      const spend = (globalPoints: number) =>
        post('/api/orders/checkout', { storeId: shop.store.id, globalPoints }, customer.headers);
      await expectRefusal(
        await spend(5000),
        400,
        'GLOBAL_POINTS_INVALID_AMOUNT',
        'Invalid amount of Global Point used',
      );
      await expectRefusal(
        await spend(30000),
        400,
        'GLOBAL_POINTS_OVER_MAXIMUM',
        'Global Point is more than Maximum for this case',
      );
      // No balance yet.
      await expectRefusal(
        await spend(10000),
        400,
        'GLOBAL_POINTS_INSUFFICIENT',
        'User does not have enough Global Points!',
      );
      balances.set(customer.id, 25000);
      const order = await checkout(customer, shop.store.id, { globalPoints: 20000 });
      expect(order).toMatchObject({
        globalPointsUsed: 20000,
        globalPointsEquivalentAmount: 20,
        totalAmount: 0,
      });
      expectOrderTotalsAddUp(order);
    });

    it('validates the body', async () => {
      const customer = await customerOf();
      const response = await post('/api/orders/checkout', { storeId: 'abc' }, customer.headers);
      await expectRefusal(response, 400, 'VALIDATION_FAILED');
      expect(response.json().violations).toEqual([{ field: 'storeId', message: 'Invalid id.' }]);
    });
  });
});
