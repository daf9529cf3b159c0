import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { expectRefusal, orderCall, orderRow, PROVIDERS } from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';
import { markPaid } from './order-writes.repository';

// Paid: CONFIRMED → PAID once the intent succeeded, idempotent, and its refusals.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const { t, post, confirm, paid, setStatus, cartLines, intentOf, checkedOut, confirmed, published, p } =
    orderTestKit(providerName);

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
});
