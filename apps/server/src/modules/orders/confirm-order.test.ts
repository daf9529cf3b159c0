import type { CustomerOrder } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { call, expectRefusal, orderRow, PROVIDERS } from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';
import { createRule, torontoAddress } from '../../test/setup-fixtures';

// Confirm by card: the intent for the total, confirming again, refusals that leave the order.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const { t, post, get, confirm, intentOf, checkedOut } = orderTestKit(providerName);

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
  });
});
