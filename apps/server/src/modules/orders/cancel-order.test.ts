import { describe, expect, it } from 'vitest';
import { expectRefusal, orderCall, PROVIDERS } from '../../test/order-harness';
import { orderTestKit } from '../../test/order-test-kit';

// The customer's cancel: the intent canceled, or the payment refunded.

describe.each(PROVIDERS)('orders with the %s provider', (providerName) => {
  const { t, post, intentOf, checkedOut, confirmed, published, p } = orderTestKit(providerName);

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
});
