import { type CustomerOrder, customerOrderSchema, merchantOrderSchema } from '@perkdesk/contracts';
import { greatCircleDistanceKm } from '@perkdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, users } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import {
  type Account,
  call,
  expectOrderTotalsAddUp,
  expectRefusal,
  openShop,
  orderCall,
  orderRow,
  PROVIDERS,
  type ProviderHarness,
  startProvider,
} from '../../test/order-harness';
import { createActiveProduct } from '../../test/ordering-fixtures';
import { createRule, TORONTO, torontoAddress } from '../../test/setup-fixtures';
import { markPaid, type OrderRow } from './orders.repository';

// The customer side of the order lifecycle (contract §9), the same suite on the sandbox and on the
// Stripe adapter against the local fake Stripe server.

type Headers = Record<string, string>;
type Shop = Awaited<ReturnType<typeof openShop>>;

// Monday 2 June 2025, 15:00 UTC: 11:00 in Toronto (EDT, UTC−4).
const MON_1500Z = new Date('2025-06-02T15:00:00Z');
const UNKNOWN_ID = '99999999999999999999';

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  let p: ProviderHarness;
  const published: OrderRow[] = [];
  const balances = new Map<string, number>();

  beforeAll(async () => {
    p = await startProvider(providerName, {
      orderEvents: { published: (order) => void published.push(order) },
      globalPointsBalance: async (customerId) => balances.get(customerId) ?? 0,
    });
    p.t.clock.advance(MON_1500Z.getTime() - p.t.clock.now().getTime());
  });
  afterAll(() => p.close());

  const t = () => p.t;
  const post = (url: string, body: unknown, headers: Headers) => call(t(), 'POST', url, body, headers);
  const get = (url: string, headers: Headers) => call(t(), 'GET', url, undefined, headers);

  const customerOf = async (phone: string | null = '+14165550123') => {
    const customer = await signedIn(t(), 'USER');
    if (phone) await t().db.update(users).set({ phone }).where(eq(users.id, customer.id));
    return customer;
  };
  const addLine = async (
    customer: Account,
    storeId: string,
    productId: string,
    quantity = 1,
    addons: unknown[] = [],
  ) => {
    const response = await post(
      `/api/user-cart/${storeId}/item`,
      { item: { productId, quantity, addons } },
      customer.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const checkout = (customer: Account, storeId: string, extra: Record<string, unknown> = {}) =>
    orderCall(t(), 'POST', '/api/orders/checkout', { storeId, ...extra }, customer.headers);
  const confirm = (customer: Account, orderId: string, body: unknown = { serveType: 'PICKUP' }) =>
    orderCall(t(), 'POST', `/api/orders/${orderId}/confirm`, body, customer.headers);
  const paid = (customer: Account, orderId: string) =>
    orderCall(t(), 'POST', `/api/orders/${orderId}/paid`, undefined, customer.headers);
  const setStatus = async (
    shop: Shop,
    kind: 'products' | 'addons',
    id: string,
    status: 'ACTIVE' | 'INACTIVE',
  ) => {
    const response = await call(t(), 'PUT', `/api/${kind}/status/${id}`, status, shop.merchant.headers);
    expect(response.statusCode, response.body).toBe(200);
  };
  const cartLines = async (customer: Account, storeId: string) => {
    const [row] = await t().db.select().from(carts).where(eq(carts.customerId, customer.id));
    return row?.storeId === storeId ? row.lines : [];
  };
  const intentOf = async (orderId: string) => {
    const row = await orderRow(t(), orderId);
    if (!row.paymentIntentId) throw new Error(`order ${orderId} has no intent`);
    return { id: row.paymentIntentId, ...(await p.intent(row.paymentIntentId)) };
  };

  /** A shop, a customer with a croissant (3.25 + HST 0.42 + fee 0.50 = 4.17) in the cart, checked out. */
  const checkedOut = async (storePatch: Record<string, unknown> = {}) => {
    const shop = await openShop(p, storePatch);
    const customer = await customerOf();
    await addLine(customer, shop.store.id, shop.menu.croissant.id);
    const order = await checkout(customer, shop.store.id);
    return { shop, customer, order };
  };
  /** …then confirmed for pick-up, paying by card. */
  const confirmed = async () => {
    const state = await checkedOut();
    const order = await confirm(state.customer, state.order.id);
    return { ...state, order };
  };

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
      // No balance until loyalty exists.
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

  describe('POST /api/orders/{id}/confirm', () => {
    it('confirms for pick-up by card: an intent on the merchant’s account for the total, the fee the service fee', async () => {
      const { customer, order } = await checkedOut();
      const done = await confirm(customer, order.id);
      expect(done).toMatchObject({
        status: 'CONFIRMED',
        serveType: 'PICKUP',
        isPickup: true,
        paymentMethod: 'CARD',
        paymentCollected: false,
        totalAmount: 4.17,
        serviceFee: 0.5,
      });
      expect(done.confirmedAt).not.toBeNull();
      const row = await orderRow(t(), order.id);
      expect(done.clientSecret).toBe(row.paymentClientSecret);
      expect(done.paymentAccountId).toBe(row.paymentAccountId);
      expect(done.clientSecret).toMatch(
        providerName === 'sandbox' ? /^pi_sbx_[0-9a-f]+_secret_[0-9a-f]+$/ : /_secret_/,
      );
      expect(await intentOf(order.id)).toMatchObject({
        status: 'requires_payment_method',
        amountCents: 417,
        applicationFeeCents: 50,
      });
      // Not listed as CHECKOUT any more: the customer's list shows it now.
      expect((await get('/api/orders', customer.headers)).json().map((o: CustomerOrder) => o.id)).toEqual([
        order.id,
      ]);
    });

    it('accepts the older isPickUp form', async () => {
      const { customer, order } = await checkedOut();
      expect(await confirm(customer, order.id, { isPickUp: false })).toMatchObject({
        serveType: 'DINE_IN',
        isPickup: false,
      });
      expect(await confirm(customer, order.id, { isPickUp: true })).toMatchObject({
        serveType: 'PICKUP',
        isPickup: true,
      });
    });

    it('confirming again redoes the step: the same intent, updated to the new total', async () => {
      const { shop, customer, order } = await checkedOut();
      await createRule(t(), shop.merchant.headers, shop.store.id, { distance: 3, price: 3.99 });
      await confirm(customer, order.id);
      const before = await intentOf(order.id);
      const delivery = await confirm(customer, order.id, {
        serveType: 'DELIVERY',
        deliveryInfoDTO: { deliveryAddress: torontoAddress(null), deliveryDistance: 2 },
      });
      // 4.17 + 3.99 + HST 0.52.
      expect(delivery.totalAmount).toBe(8.68);
      const after = await intentOf(order.id);
      expect(after).toMatchObject({ id: before.id, amountCents: 868, applicationFeeCents: 50 });
      const back = await confirm(customer, order.id);
      expect(back).toMatchObject({
        serveType: 'PICKUP',
        totalAmount: 4.17,
        deliveryPrice: 0,
        deliveryAddress: null,
      });
      expect(await intentOf(order.id)).toMatchObject({ id: before.id, amountCents: 417 });
    });

    it('simultaneous confirms with different bodies leave the intent at the order’s total', async () => {
      const { shop, customer, order } = await checkedOut();
      await createRule(t(), shop.merchant.headers, shop.store.id, { distance: 3, price: 3.99 });
      await confirm(customer, order.id);
      const delivery = {
        serveType: 'DELIVERY',
        deliveryInfoDTO: { deliveryAddress: torontoAddress(null), deliveryDistance: 2 },
      };
      const answers = await Promise.all(
        [delivery, { serveType: 'PICKUP' }, delivery, { serveType: 'DINE_IN' }].map((body) =>
          post(`/api/orders/${order.id}/confirm`, body, customer.headers),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const row = await orderRow(t(), order.id);
      expect(await intentOf(order.id)).toMatchObject({
        amountCents: row.totalCents,
        applicationFeeCents: 50,
      });
    });

    it('refuses a serve option the store does not offer, leaving the order as it was', async () => {
      const { customer, order } = await checkedOut({ serveOptions: ['PICKUP', 'DELIVERY'] });
      const response = await post(
        `/api/orders/${order.id}/confirm`,
        { serveType: 'DINE_IN' },
        customer.headers,
      );
      await expectRefusal(
        response,
        400,
        'SERVE_OPTION_UNAVAILABLE',
        'This serve option is not available for this store.',
      );
      expect((await orderRow(t(), order.id)).status).toBe('CHECKOUT');
    });

    it('refuses a store that stopped accepting orders (inactive, payments disconnected), leaving the order', async () => {
      const { shop, customer, order } = await checkedOut();
      await call(
        t(),
        'PUT',
        `/api/merchant-stores/${shop.store.id}/INACTIVE`,
        undefined,
        shop.merchant.headers,
      );
      const inactive = await post(
        `/api/orders/${order.id}/confirm`,
        { serveType: 'PICKUP' },
        customer.headers,
      );
      await expectRefusal(inactive, 400, 'STORE_NOT_ACCEPTING_ORDERS');
      await call(
        t(),
        'PUT',
        `/api/merchant-stores/${shop.store.id}/ACTIVE`,
        undefined,
        shop.merchant.headers,
      );
      await call(t(), 'DELETE', '/api/accounts/merchant', undefined, shop.merchant.headers);
      const disconnected = await post(
        `/api/orders/${order.id}/confirm`,
        { serveType: 'PICKUP' },
        customer.headers,
      );
      await expectRefusal(disconnected, 400, 'STORE_NOT_ACCEPTING_ORDERS');
      expect((await orderRow(t(), order.id)).status).toBe('CHECKOUT');
    });

    it('validates the body: a serve type, an address for delivery, pay at store not for delivery', async () => {
      const { customer, order } = await checkedOut();
      const none = await post(`/api/orders/${order.id}/confirm`, {}, customer.headers);
      await expectRefusal(none, 400, 'VALIDATION_FAILED');
      expect(none.json().violations[0].field).toBe('serveType');
      const noAddress = await post(
        `/api/orders/${order.id}/confirm`,
        { serveType: 'DELIVERY', deliveryInfoDTO: {} },
        customer.headers,
      );
      expect(noAddress.json().violations[0]).toEqual({
        field: 'deliveryInfoDTO.deliveryAddress',
        message: 'A delivery address is required.',
      });
      const atStore = await post(
        `/api/orders/${order.id}/confirm`,
        { serveType: 'DELIVERY', payAtStore: true, deliveryInfoDTO: { deliveryAddress: torontoAddress() } },
        customer.headers,
      );
      expect(atStore.json().violations[0].field).toBe('payAtStore');
      expect((await orderRow(t(), order.id)).status).toBe('CHECKOUT');
    });

    it('pay at store: PAID at once, AT_STORE, not collected, no card payment; the cart emptied and the order published', async () => {
      const { shop, customer, order } = await checkedOut();
      await confirm(customer, order.id); // an intent first: paying at the store cancels it
      const intent = await intentOf(order.id);
      const done = await confirm(customer, order.id, { serveType: 'DINE_IN', payAtStore: true });
      expect(done).toMatchObject({
        status: 'PAID',
        serveType: 'DINE_IN',
        paymentMethod: 'AT_STORE',
        paymentCollected: false,
        clientSecret: null,
        paymentAccountId: null,
      });
      expect(done.paidAt).not.toBeNull();
      expect((await p.intent(intent.id)).status).toBe('canceled');
      expect(await cartLines(customer, shop.store.id)).toEqual([]);
      expect(published.filter((o) => o.id === order.id && o.status === 'PAID')).toHaveLength(1);
      // Paying at the store is final: no second confirm.
      const again = await post(`/api/orders/${order.id}/confirm`, { serveType: 'PICKUP' }, customer.headers);
      await expectRefusal(again, 400, 'INVALID_STATUS', 'Invalid Status');
    });

    it('a zero total goes straight to paid, with no intent', async () => {
      const shop = await openShop(p);
      const sample = await createActiveProduct(t(), shop.merchant.headers, [shop.store.id], {
        name: 'Tasting cup',
        price: 0,
        productTaxConfigs: [{ storeId: shop.store.id, isDefaultStoreTax: false, taxConfigIds: [] }],
      });
      const customer = await customerOf();
      await addLine(customer, shop.store.id, sample.id);
      const order = await checkout(customer, shop.store.id);
      expect(order.totalAmount).toBe(0);
      const done = await confirm(customer, order.id);
      expect(done).toMatchObject({
        status: 'PAID',
        paymentMethod: 'CARD',
        clientSecret: null,
        totalAmount: 0,
      });
      expect((await orderRow(t(), order.id)).paymentIntentId).toBeNull();
      expect(await cartLines(customer, shop.store.id)).toEqual([]);
      // Paid is idempotent on it.
      expect((await paid(customer, order.id)).paidAt).toBe(done.paidAt);
    });

    it('cancels the order when an item is gone (ITEM_UNAVAILABLE), the intent canceled', async () => {
      const { shop, customer, order } = await confirmed();
      const intent = await intentOf(order.id);
      await setStatus(shop, 'products', shop.menu.croissant.id, 'INACTIVE');
      const response = await post(
        `/api/orders/${order.id}/confirm`,
        { serveType: 'PICKUP' },
        customer.headers,
      );
      await expectRefusal(
        response,
        400,
        'ITEM_UNAVAILABLE',
        'Croissant is no longer available and we have to cancel the order. Please order again!',
      );
      expect((await orderRow(t(), order.id)).status).toBe('CANCELED');
      expect((await p.intent(intent.id)).status).toBe('canceled');
    });

    it('names an add-on that is gone', async () => {
      const shop = await openShop(p);
      const customer = await customerOf();
      await addLine(customer, shop.store.id, shop.menu.latte.id, 1, [
        { productId: shop.menu.soy.id, quantity: 1 },
        { productId: shop.menu.caramel.id, quantity: 1 },
      ]);
      const order = await checkout(customer, shop.store.id);
      await setStatus(shop, 'addons', shop.menu.caramel.id, 'INACTIVE');
      const response = await post(
        `/api/orders/${order.id}/confirm`,
        { serveType: 'PICKUP' },
        customer.headers,
      );
      await expectRefusal(
        response,
        400,
        'ITEM_UNAVAILABLE',
        'Caramel syrup is no longer available and we have to cancel the order. Please order again!',
      );
      expect((await orderRow(t(), order.id)).status).toBe('CANCELED');
    });
  });

  describe('delivery at confirm', () => {
    /** A checked-out croissant order (N = 3.25) at a store with rules at 3 km (3.99) and 5 km (6.00). */
    const deliveryOrder = async () => {
      const state = await checkedOut();
      const headers = state.shop.merchant.headers;
      await createRule(t(), headers, state.shop.store.id, { name: 'Near', distance: 3, price: 3.99 });
      await createRule(t(), headers, state.shop.store.id, { name: 'Far', distance: 5, price: 6 });
      return state;
    };
    const deliver = (customer: Account, orderId: string, info: Record<string, unknown>) =>
      post(
        `/api/orders/${orderId}/confirm`,
        { serveType: 'DELIVERY', deliveryInfoDTO: info },
        customer.headers,
      );

    it('picks the rule by the stated distance when the address has no location: at and beyond each boundary', async () => {
      const { customer, order } = await deliveryOrder();
      const at = async (deliveryDistance: number) => {
        const response = await deliver(customer, order.id, {
          deliveryAddress: torontoAddress(null),
          deliveryDistance,
        });
        expect(response.statusCode, response.body).toBe(200);
        return customerOrderSchema.parse(response.json());
      };
      expect(await at(3)).toMatchObject({ deliveryDistance: 3, deliveryPrice: 3.99, totalAmount: 8.68 });
      expect(await at(3.01)).toMatchObject({ deliveryDistance: 3.01, deliveryPrice: 6 });
      const five = await at(5);
      expect(five).toMatchObject({
        deliveryPrice: 6,
        deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.78 }],
        isDeliveryPriceTaxExempt: false,
        totalAmount: 10.95,
      });
      expectOrderTotalsAddUp(five);
      expect(await intentOf(order.id)).toMatchObject({ amountCents: 1095, applicationFeeCents: 50 });

      const beyond = await deliver(customer, order.id, {
        deliveryAddress: torontoAddress(null),
        deliveryDistance: 5.01,
      });
      await expectRefusal(beyond, 400, 'DELIVERY_RULE_NOT_FOUND', 'No matching delivery rule found.');
      // The order is as it was after the last good confirm.
      expect(await orderRow(t(), order.id)).toMatchObject({
        status: 'CONFIRMED',
        deliveryPriceCents: 600,
        totalCents: 1095,
      });
    });

    it('computes the great-circle distance from the address location; the client’s price is ignored', async () => {
      const { customer, order } = await deliveryOrder();
      const point = { lat: TORONTO.lat + 0.02, lng: TORONTO.lng };
      const response = await deliver(customer, order.id, {
        deliveryAddress: torontoAddress({ coordinates: [point.lng, point.lat] }),
        deliveryDistance: 4.5,
        deliveryPrice: 0.01,
      });
      expect(response.statusCode, response.body).toBe(200);
      const distance = greatCircleDistanceKm(TORONTO, point);
      expect(distance).toBeLessThan(3);
      expect(response.json()).toMatchObject({
        deliveryDistance: distance,
        deliveryPrice: 3.99,
        serveType: 'DELIVERY',
        isPickup: null,
      });
      expect(response.json().deliveryAddress.location).toEqual({
        type: 'Point',
        coordinates: [point.lng, point.lat],
        x: point.lng,
        y: point.lat,
      });
      // Beyond every rule.
      const far = await deliver(customer, order.id, {
        deliveryAddress: torontoAddress({ coordinates: [TORONTO.lng, TORONTO.lat + 0.1] }),
      });
      await expectRefusal(far, 400, 'DELIVERY_RULE_NOT_FOUND');
    });

    it('needs a phone: the delivery phone, else the profile’s; PHONE_REQUIRED leaves the order as it was', async () => {
      const shop = await openShop(p);
      await createRule(t(), shop.merchant.headers, shop.store.id, { distance: 3, price: 3.99 });
      const customer = await customerOf(null);
      await addLine(customer, shop.store.id, shop.menu.croissant.id);
      const order = await checkout(customer, shop.store.id);
      const info = { deliveryAddress: torontoAddress(null), deliveryDistance: 1 };
      await expectRefusal(
        await deliver(customer, order.id, info),
        400,
        'PHONE_REQUIRED',
        'A phone number is required for delivery.',
      );
      expect((await orderRow(t(), order.id)).status).toBe('CHECKOUT');
      const ok = await deliver(customer, order.id, { ...info, phone: '+14165550777' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await orderRow(t(), order.id)).toMatchObject({ customerPhone: '+14165550777' });
      expect((await orderRow(t(), order.id)).searchText).toContain('+14165550777');
      // The profile's phone when none is given.
      await t().db.update(users).set({ phone: '+14165550888' }).where(eq(users.id, customer.id));
      expect((await deliver(customer, order.id, info)).statusCode).toBe(200);
      expect(await orderRow(t(), order.id)).toMatchObject({ customerPhone: '+14165550888' });
    });

    it('isRememberAddress saves the address to the profile once', async () => {
      const { customer, order } = await deliveryOrder();
      const info = { deliveryAddress: torontoAddress(null), deliveryDistance: 1, isRememberAddress: true };
      expect((await deliver(customer, order.id, info)).statusCode).toBe(200);
      expect((await deliver(customer, order.id, info)).statusCode).toBe(200);
      const profile = (await get('/api/user/profile', customer.headers)).json();
      expect(profile.deliveryAddresses).toHaveLength(1);
      expect(profile.deliveryAddresses[0]).toMatchObject({
        streetName: 'Queen Street West',
        postalCode: 'M5H 2N2',
      });
    });
  });

  describe('POST /api/orders/{id}/paid', () => {
    it('pays once the intent succeeded: PAID, paidAt, the cart emptied, published once; paying again changes nothing', async () => {
      const { shop, customer, order } = await confirmed();
      const refused = await post(`/api/orders/${order.id}/paid`, undefined, customer.headers);
      await expectRefusal(refused, 400, 'PAYMENT_NOT_COMPLETED', 'The payment is not completed.');
      expect((await orderRow(t(), order.id)).status).toBe('CONFIRMED');

      await p.pay(order.clientSecret as string, customer.headers);
      const done = await paid(customer, order.id);
      expect(done).toMatchObject({
        status: 'PAID',
        paymentMethod: 'CARD',
        paymentCollected: true,
        clientSecret: null,
      });
      expect(done.paidAt).not.toBeNull();
      expect(await cartLines(customer, shop.store.id)).toEqual([]);
      expect(published.filter((o) => o.id === order.id && o.status === 'PAID')).toHaveLength(1);

      const again = await paid(customer, order.id);
      expect(again.paidAt).toBe(done.paidAt);
      expect(published.filter((o) => o.id === order.id && o.status === 'PAID')).toHaveLength(1);
      expect(await intentOf(order.id)).toMatchObject({
        status: 'succeeded',
        amountCents: 417,
        refundedCents: 0,
      });
      // A paid order can no longer be confirmed (a second payment) nor canceled by the customer.
      await expectRefusal(
        await post(`/api/orders/${order.id}/confirm`, { serveType: 'PICKUP' }, customer.headers),
        400,
        'INVALID_STATUS',
      );
      await expectRefusal(
        await post(`/api/orders/${order.id}/cancel`, undefined, customer.headers),
        400,
        'ORDER_NOT_CANCELABLE',
        'The order can no longer be canceled.',
      );
    });

    it('a paid that loses its compare-and-set changes neither the order nor the cart', async () => {
      const { shop, customer, order } = await confirmed();
      await p.pay(order.clientSecret as string, customer.headers);
      const read = await orderRow(t(), order.id);
      const lines = await cartLines(customer, shop.store.id);
      expect(lines.length).toBeGreaterThan(0);
      // Another request (a cancel) changed the order after this one read it.
      await t().db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, order.id));
      expect(await markPaid(t().db, read, new Date())).toBeUndefined();
      expect((await orderRow(t(), order.id)).status).toBe('CANCELED');
      expect(await cartLines(customer, shop.store.id)).toEqual(lines);
      // The order as read, still CONFIRMED: PAID, and the cart emptied in the same statement.
      await t().db.update(orders).set({ status: 'CONFIRMED' }).where(eq(orders.id, order.id));
      expect(await markPaid(t().db, read, new Date())).toMatchObject({ id: order.id, status: 'PAID' });
      expect(await cartLines(customer, shop.store.id)).toEqual([]);
    });

    it('a declined card leaves the intent and the order unpaid, and the customer may retry', async () => {
      const { customer, order } = await confirmed();
      await p.pay(order.clientSecret as string, customer.headers, 'declined');
      await expectRefusal(
        await post(`/api/orders/${order.id}/paid`, undefined, customer.headers),
        400,
        'PAYMENT_NOT_COMPLETED',
      );
      expect((await intentOf(order.id)).status).toBe('requires_payment_method');
      await p.pay(order.clientSecret as string, customer.headers);
      expect((await paid(customer, order.id)).status).toBe('PAID');
    });

    it('refuses a checked-out order that was never confirmed, and a canceled one', async () => {
      const { customer, order } = await checkedOut();
      await expectRefusal(
        await post(`/api/orders/${order.id}/paid`, undefined, customer.headers),
        400,
        'INVALID_STATUS',
        'Invalid Status',
      );
      const secret = (await confirm(customer, order.id)).clientSecret as string;
      await orderCall(t(), 'POST', `/api/orders/${order.id}/cancel`, undefined, customer.headers);
      await expectRefusal(
        await post(`/api/orders/${order.id}/paid`, undefined, customer.headers),
        400,
        'INVALID_STATUS',
      );
      // Its intent was canceled: it cannot be paid any more.
      if (providerName === 'sandbox') {
        const response = await post(
          `/api/testing-support/payment-intent/confirm/${secret}`,
          undefined,
          customer.headers,
        );
        await expectRefusal(response, 400, 'INVALID_STATUS');
      } else expect(() => p.fake?.pay(secret)).toThrow();
    });

    it('cancels and refunds a paid order whose item is gone (ITEM_UNAVAILABLE)', async () => {
      const { shop, customer, order } = await confirmed();
      await p.pay(order.clientSecret as string, customer.headers);
      await setStatus(shop, 'products', shop.menu.croissant.id, 'INACTIVE');
      const response = await post(`/api/orders/${order.id}/paid`, undefined, customer.headers);
      await expectRefusal(response, 400, 'ITEM_UNAVAILABLE');
      expect((await orderRow(t(), order.id)).status).toBe('CANCELED');
      expect(await intentOf(order.id)).toMatchObject({ status: 'succeeded', refundedCents: 417 });
      // The cart is kept: the customer orders again from it.
      expect(await cartLines(customer, shop.store.id)).toHaveLength(1);
    });

    it('two simultaneous paids: one transition, the loser answered INVALID_STATUS or the paid order', async () => {
      const { customer, order } = await confirmed();
      await p.pay(order.clientSecret as string, customer.headers);
      const answers = await Promise.all(
        [1, 2, 3].map(() => post(`/api/orders/${order.id}/paid`, undefined, customer.headers)),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200))
        await expectRefusal(answer, 400, 'INVALID_STATUS');
      expect(published.filter((o) => o.id === order.id && o.status === 'PAID')).toHaveLength(1);
    });
  });

  describe('POST /api/orders/{id}/cancel', () => {
    it('cancels a CHECKOUT order, and a CONFIRMED one with its intent; then refuses', async () => {
      const first = await checkedOut();
      const canceled = await orderCall(
        t(),
        'POST',
        `/api/orders/${first.order.id}/cancel`,
        undefined,
        first.customer.headers,
      );
      expect(canceled.status).toBe('CANCELED');
      await expectRefusal(
        await post(`/api/orders/${first.order.id}/cancel`, undefined, first.customer.headers),
        400,
        'ORDER_NOT_CANCELABLE',
      );

      const second = await confirmed();
      const intent = await intentOf(second.order.id);
      const done = await orderCall(
        t(),
        'POST',
        `/api/orders/${second.order.id}/cancel`,
        undefined,
        second.customer.headers,
      );
      expect(done).toMatchObject({ status: 'CANCELED', clientSecret: null });
      expect((await p.intent(intent.id)).status).toBe('canceled');
      expect(published.some((o) => o.id === second.order.id && o.status === 'CANCELED')).toBe(true);
    });

    it('refunds a payment made before the cancel', async () => {
      const { customer, order } = await confirmed();
      await p.pay(order.clientSecret as string, customer.headers);
      await orderCall(t(), 'POST', `/api/orders/${order.id}/cancel`, undefined, customer.headers);
      expect(await intentOf(order.id)).toMatchObject({ status: 'succeeded', refundedCents: 417 });
    });
  });

  describe('GET /api/orders/{id}/is-valid', () => {
    it('answers the order while it can go on; ITEM_UNAVAILABLE otherwise, changing nothing', async () => {
      const { shop, customer, order } = await confirmed();
      const valid = await orderCall(
        t(),
        'GET',
        `/api/orders/${order.id}/is-valid`,
        undefined,
        customer.headers,
      );
      expect(valid).toMatchObject({ id: order.id, status: 'CONFIRMED', clientSecret: order.clientSecret });
      await setStatus(shop, 'products', shop.menu.croissant.id, 'INACTIVE');
      const response = await get(`/api/orders/${order.id}/is-valid`, customer.headers);
      await expectRefusal(
        response,
        400,
        'ITEM_UNAVAILABLE',
        'Croissant is no longer available and we have to cancel the order. Please order again!',
      );
      expect((await orderRow(t(), order.id)).status).toBe('CONFIRMED');
      await setStatus(shop, 'products', shop.menu.croissant.id, 'ACTIVE');
      expect((await get(`/api/orders/${order.id}/is-valid`, customer.headers)).statusCode).toBe(200);
    });
  });

  describe('GET /api/orders and /api/orders/{id}', () => {
    it('lists the customer’s orders newest first, CHECKOUT excluded; dates on creation in Toronto', async () => {
      const shop = await openShop(p);
      const customer = await customerOf();
      await addLine(customer, shop.store.id, shop.menu.croissant.id);
      const older = await checkout(customer, shop.store.id);
      await confirm(customer, older.id);
      p.t.clock.advance(60_000);
      const newer = await checkout(customer, shop.store.id); // cancels the older one
      await confirm(customer, newer.id);
      const third = await checkout(customer, shop.store.id); // CHECKOUT: not listed
      const list = (await get('/api/orders', customer.headers)).json() as CustomerOrder[];
      expect(list.map((o) => [o.id, o.status])).toEqual([
        [newer.id, 'CANCELED'],
        [older.id, 'CANCELED'],
      ]);
      expect(list.every((o) => customerOrderSchema.safeParse(o).success)).toBe(true);
      await expectRefusal(await get(`/api/orders/${third.id}`, customer.headers), 404, 'NOT_FOUND');
      expect((await get(`/api/orders/${newer.id}`, customer.headers)).json()).toMatchObject({
        id: newer.id,
        storeName: 'Queen West',
      });

      // 11:00 on 2 June in Toronto.
      const on = (query: string) => get(`/api/orders?${query}`, customer.headers);
      expect((await on('startDate=2025-06-02&endDate=2025-06-02')).json()).toHaveLength(2);
      expect((await on('startDate=2025-06-03')).json()).toHaveLength(0);
      expect((await on('endDate=2025-06-01')).json()).toHaveLength(0);
      await expectRefusal(await on('startDate=2025-06-03&endDate=2025-06-02'), 400, 'VALIDATION_FAILED');
      await expectRefusal(await on('startDate=2025-13-01'), 400, 'VALIDATION_FAILED');
    });

    it('shows a merchant its paid orders in the merchant view, with the customer at order time', async () => {
      const { shop, customer, order } = await confirmed();
      await expectRefusal(await get(`/api/orders/${order.id}`, shop.merchant.headers), 404, 'NOT_FOUND');
      await p.pay(order.clientSecret as string, customer.headers);
      await paid(customer, order.id);
      const view = merchantOrderSchema.parse(
        (await get(`/api/orders/${order.id}`, shop.merchant.headers)).json(),
      );
      expect(view).toMatchObject({
        id: order.id,
        status: 'PAID',
        customerName: 'Customer Name',
        customerPhone: '+14165550123',
      });
      expect(view).not.toHaveProperty('clientSecret');
      const list = (await get('/api/orders', shop.merchant.headers)).json();
      expect(list.map((o: { id: string }) => o.id)).toEqual([order.id]);
      const other = await signedIn(t());
      await expectRefusal(await get(`/api/orders/${order.id}`, other.headers), 404, 'NOT_FOUND');
    });
  });

  describe('access', () => {
    it('another customer’s order is 404 on every route', async () => {
      const { order } = await confirmed();
      const stranger = await customerOf();
      for (const [method, suffix] of [
        ['POST', '/confirm'],
        ['POST', '/paid'],
        ['POST', '/cancel'],
        ['GET', '/is-valid'],
        ['GET', ''],
      ] as const) {
        const response = await call(
          t(),
          method,
          `/api/orders/${order.id}${suffix}`,
          method === 'POST' ? { serveType: 'PICKUP' } : undefined,
          stranger.headers,
        );
        await expectRefusal(response, 404, 'NOT_FOUND');
      }
      expect((await orderRow(t(), order.id)).status).toBe('CONFIRMED');
    });

    it('refuses merchants (403) and anonymous callers (401) on the customer routes', async () => {
      const { shop, order } = await checkedOut();
      const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
        ['POST', '/api/orders/checkout', { storeId: shop.store.id }],
        ['POST', `/api/orders/${order.id}/confirm`, { serveType: 'PICKUP' }],
        ['POST', `/api/orders/${order.id}/paid`],
        ['POST', `/api/orders/${order.id}/cancel`],
        ['GET', `/api/orders/${order.id}/is-valid`],
      ];
      for (const [method, url, body] of routes) {
        await expectRefusal(await call(t(), method, url, body, shop.merchant.headers), 403, 'FORBIDDEN');
        expect((await call(t(), method, url, body, {})).statusCode).toBe(401);
      }
      expect((await get('/api/orders', {})).statusCode).toBe(401);
    });
  });

  describe('payments disconnect', () => {
    it('is refused while the merchant has PAID orders', async () => {
      const { shop, customer, order } = await confirmed();
      await p.pay(order.clientSecret as string, customer.headers);
      await paid(customer, order.id);
      const response = await call(t(), 'DELETE', '/api/accounts/merchant', undefined, shop.merchant.headers);
      await expectRefusal(response, 400, 'ORDERS_IN_PROGRESS', 'Orders in progress must be finished first.');
    });
  });
});
