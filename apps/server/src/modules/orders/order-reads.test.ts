import { type CustomerOrder, customerOrderSchema, merchantOrderSchema } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { expectRefusal, openShop, orderCall, orderRow, PROVIDERS } from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';

// is-valid, and the customer's and the merchant's reads of orders.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const { t, get, customerOf, addLine, checkout, confirm, paid, setStatus, confirmed, p } =
    orderTestKit(providerName);

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
});
