import { describe, expect, it } from 'vitest';
import { call, expectRefusal, orderRow, PROVIDERS } from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';

// Who may call the customer routes, and payments disconnect while orders are PAID.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const { t, get, customerOf, paid, checkedOut, confirmed, p } = orderTestKit(providerName);

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
