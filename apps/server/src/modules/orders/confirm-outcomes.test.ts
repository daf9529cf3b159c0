import { describe, expect, it } from 'vitest';
import { expectRefusal, openShop, orderRow, PROVIDERS } from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';
import { createActiveProduct } from '../../test/ordering-fixtures';
import { torontoAddress } from '../../test/setup-fixtures';

// Confirm: its body, paying now (at the store, a zero total) and the re-check that cancels.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const {
    t,
    post,
    customerOf,
    addLine,
    checkout,
    confirm,
    paid,
    setStatus,
    cartLines,
    intentOf,
    checkedOut,
    confirmed,
    published,
    p,
  } = orderTestKit(providerName);

  describe('POST /api/orders/{id}/confirm', () => {
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
});
