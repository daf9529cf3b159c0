import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import {
  call,
  openShop,
  orderCall,
  orderRow,
  type ProviderHarness,
  startProvider,
} from '../../test/order-harness';
import type { OrderRow } from './orders.repository';

// Stripe's payment_intent.succeeded settles the order as `paid` does (contract §11), idempotently.

let p: ProviderHarness;
const published: OrderRow[] = [];
beforeAll(async () => {
  p = await startProvider('stripe', { orderEvents: { published: (order) => void published.push(order) } });
});
afterAll(() => p.close());

const t = () => p.t;
const fake = () => {
  if (!p.fake) throw new Error('no fake Stripe');
  return p.fake;
};

/** A confirmed croissant order paid at Stripe, and the delivery Stripe would send for it. */
async function paidAtStripe() {
  const shop = await openShop(p);
  const customer = await signedIn(t(), 'USER');
  await t().db.update(users).set({ phone: '+14165550123' }).where(eq(users.id, customer.id));
  const added = await call(
    t(),
    'POST',
    `/api/user-cart/${shop.store.id}/item`,
    { item: { productId: shop.menu.croissant.id, quantity: 1 } },
    customer.headers,
  );
  expect(added.statusCode).toBe(200);
  const order = await orderCall(
    t(),
    'POST',
    '/api/orders/checkout',
    { storeId: shop.store.id },
    customer.headers,
  );
  const confirmed = await orderCall(
    t(),
    'POST',
    `/api/orders/${order.id}/confirm`,
    { serveType: 'PICKUP' },
    customer.headers,
  );
  const intent = fake().pay(confirmed.clientSecret as string);
  const event = fake().webhook('payment_intent.succeeded', intent, confirmed.paymentAccountId);
  return { shop, customer, order: confirmed, intent, event };
}

const deliver = (event: { payload: string; signature: string }) =>
  t().app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    payload: event.payload,
  });

describe('payment_intent.succeeded', () => {
  it('marks the order PAID without the customer’s call; a second delivery and the customer’s paid change nothing', async () => {
    const { customer, order, event } = await paidAtStripe();
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const row = await orderRow(t(), order.id);
    expect(row).toMatchObject({ status: 'PAID', paymentCollected: true });
    expect((await deliver(event)).statusCode).toBe(200);
    const after = await orderCall(t(), 'POST', `/api/orders/${order.id}/paid`, undefined, customer.headers);
    expect(after.paidAt).toBe(row.paidAt?.toISOString());
    expect(published.filter((o) => o.id === order.id && o.status === 'PAID')).toHaveLength(1);
  });

  it('cancels and refunds when an item is gone, still acknowledging the event', async () => {
    const { shop, order, intent, event } = await paidAtStripe();
    const off = await call(
      t(),
      'PUT',
      `/api/products/status/${shop.menu.croissant.id}`,
      'INACTIVE',
      shop.merchant.headers,
    );
    expect(off.statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await orderRow(t(), order.id)).status).toBe('CANCELED');
    expect(fake().intents.get(intent.id)?.refunded).toBe(417);
    // Refunds are idempotent: another delivery refunds nothing more.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(fake().refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });

  it('refunds a payment that succeeds on an order canceled meanwhile', async () => {
    const { order, intent, event } = await paidAtStripe();
    await t().db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, order.id));
    expect((await deliver(event)).statusCode).toBe(200);
    expect(fake().intents.get(intent.id)?.refunded).toBe(417);
  });

  it('ignores an intent no order holds, or one named with another account', async () => {
    const { order, intent } = await paidAtStripe();
    expect(
      (await deliver(fake().webhook('payment_intent.succeeded', { ...intent, id: 'pi_unknown' }))).statusCode,
    ).toBe(200);
    expect(
      (await deliver(fake().webhook('payment_intent.succeeded', intent, 'acct_someone_else'))).statusCode,
    ).toBe(200);
    expect((await orderRow(t(), order.id)).status).toBe('CONFIRMED');
  });
});
