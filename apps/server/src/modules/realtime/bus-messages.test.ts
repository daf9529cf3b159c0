import { describe, expect, it } from 'vitest';
import { orderMessage, readOrderMessage } from './bus-messages';
import { joinView, type OrderEvent } from './order-views';

// The NOTIFY payload of an order (pg-bus.ts): read back as it was written, views joined unchanged.

const event: OrderEvent = {
  orderId: 'o1',
  merchantId: 'm1',
  customerId: 'c1',
  order: JSON.stringify({ id: 'o1', items: [{ productName: 'Crème brûlée\nà la carte', price: 4.5 }] }),
  merchantFields: JSON.stringify({ customerName: 'Zoë 🍰', refunds: [] }),
  customerFields: JSON.stringify({ storeName: 'Café "Queen"', clientSecret: null }),
};

describe('order publications', () => {
  it('carries the shared fields and each view’s own, read back exactly, whatever the characters', () => {
    const { orderId: _orderId, ...carried } = event;
    expect(readOrderMessage(orderMessage(event, 7_900))).toEqual(carried);
  });

  it('carries an order never paid without a merchant view', () => {
    const unpaid = { ...event, merchantFields: null };
    expect(readOrderMessage(orderMessage(unpaid, 7_900))).toMatchObject({
      merchantFields: null,
      customerFields: event.customerFields,
    });
  });

  it('sends only the ids when the views do not fit under the limit', () => {
    const message = orderMessage(event, 100);
    expect(JSON.parse(message)).toEqual({ t: 'ref', id: 'o1', m: 'm1', c: 'c1' });
  });

  it('joins a view as JSON.stringify writes the merged object', () => {
    const order = { id: 'o1', total: 3.5 };
    const fields = { storeName: 'Queen West', images: ['a.jpg'] };
    expect(joinView(JSON.stringify(order), JSON.stringify(fields))).toBe(
      JSON.stringify({ ...order, ...fields }),
    );
  });
});
