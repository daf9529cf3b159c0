import { merchantOrderSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, paymentWebhookEvents } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import {
  call,
  openShop,
  orderCall,
  orderRow,
  type ProviderHarness,
  startProvider,
} from '../../test/order-harness';
import { cents, completedOrder, refund } from '../../test/refund-kit';
import type { OrderRow } from './orders.repository';
import { PROVIDER_REFUND_REASON } from './reconcile-refunds';

// Stripe's order events, each processed exactly once (contract §11): charge.refunded records
// refunds Stripe made (or confirms Perkdesk's), payment_intent.succeeded pays the order.

type Delivery = { payload: string; signature: string };

describe('order webhooks (stripe)', () => {
  let p: ProviderHarness;
  let shop: Awaited<ReturnType<typeof openShop>>;
  const published: OrderRow[] = [];
  beforeAll(async () => {
    p = await startProvider('stripe', { orderEvents: { published: (order) => void published.push(order) } });
    shop = await openShop(p);
  });
  afterAll(() => p.close());
  const fake = () => {
    if (!p.fake) throw new Error('no fake Stripe');
    return p.fake;
  };
  const deliver = (delivery: Delivery) =>
    p.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      payload: delivery.payload,
    });
  const accountOf = async (orderId: string) => (await orderRow(p.t, orderId)).paymentAccountId;
  const chargeRefunded = async (order: { id: string; intentId: string }) =>
    fake().webhook('charge.refunded', fake().chargeObject(order.intentId), await accountOf(order.id));
  const records = (orderId: string) =>
    p.t.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(orderRefunds.createdAt, orderRefunds.id);
  const merchantView = async (orderId: string) =>
    merchantOrderSchema.parse(
      (await call(p.t, 'GET', `/api/orders/${orderId}`, undefined, shop.merchant.headers)).json(),
    );

  it('charge.refunded records a refund made in Stripe’s dashboard, once; a replay changes nothing', async () => {
    const order = await completedOrder(p, shop);
    const made = fake().refundInDashboard(order.intentId, 200);
    const event = await chargeRefunded(order);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(
      (await records(order.id)).map((r) => [r.amountCents, r.kind, r.reason, r.providerRefundId]),
    ).toEqual([[200, 'PARTIAL', PROVIDER_REFUND_REASON, made.id]]);
    expect(await merchantView(order.id)).toMatchObject({ status: 'COMPLETED', refundedAmount: 2 });

    // The rest, refunded there too and reported twice at once: recorded once, the order REFUNDED.
    p.t.clock.advance(1000);
    const rest = fake().refundInDashboard(order.intentId, cents(order.totalAmount) - 200);
    const again = await chargeRefunded(order);
    const answers = await Promise.all([deliver(again), deliver(again)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await records(order.id)).map((r) => r.providerRefundId)).toEqual([made.id, rest.id]);
    expect(await merchantView(order.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: order.totalAmount,
    });
    const events = await p.t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, JSON.parse(again.payload).id));
    expect(events).toHaveLength(1);
  });

  it('charge.refunded confirms Perkdesk’s own refund whose answer was lost, without a second record', async () => {
    const order = await completedOrder(p, shop);
    fake().loseAnswers('POST', '/v1/refunds', 3);
    expect((await refund(p, shop, order.id, { amount: 1, reason: 'Lost answer' })).statusCode).toBe(502);
    const [pending] = await records(order.id);
    expect(pending?.providerRefundId).toBeNull();
    expect((await deliver(await chargeRefunded(order))).statusCode).toBe(200);
    const [confirmed, ...others] = await records(order.id);
    expect(others).toEqual([]);
    expect(confirmed?.providerRefundId).toBe(
      fake().refunds.find((r) => r.payment_intent === order.intentId)?.id,
    );
    expect((await merchantView(order.id)).refundedAmount).toBe(1);
  });

  /** A croissant order confirmed for pick-up by a new customer, with its intent. */
  const confirmedOrder = async (quantity: number) => {
    const customer = await signedIn(p.t, 'USER');
    const item = { item: { productId: shop.menu.croissant.id, quantity } };
    await call(p.t, 'POST', `/api/user-cart/${shop.store.id}/item`, item, customer.headers);
    const order = await orderCall(
      p.t,
      'POST',
      '/api/orders/checkout',
      { storeId: shop.store.id },
      customer.headers,
    );
    const url = `/api/orders/${order.id}/confirm`;
    const confirmed = await orderCall(p.t, 'POST', url, { serveType: 'PICKUP' }, customer.headers);
    return { customer, confirmed };
  };

  it('charge.refunded of an order never paid (the customer canceled after paying) records nothing', async () => {
    const { customer, confirmed } = await confirmedOrder(1);
    const intent = fake().pay(confirmed.clientSecret as string);
    await orderCall(p.t, 'POST', `/api/orders/${confirmed.id}/cancel`, undefined, customer.headers);
    expect(fake().intents.get(intent.id)?.refunded).toBe(intent.amount);
    const event = fake().webhook(
      'charge.refunded',
      fake().chargeObject(intent.id),
      confirmed.paymentAccountId,
    );
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await records(confirmed.id)).toEqual([]);
    expect((await orderRow(p.t, confirmed.id)).status).toBe('CANCELED');
  });

  it('payment_intent.succeeded delivered twice at once pays and publishes the order once', async () => {
    const { confirmed } = await confirmedOrder(2);
    const order = confirmed;
    const intent = fake().pay(confirmed.clientSecret as string);
    const event = fake().webhook('payment_intent.succeeded', intent, confirmed.paymentAccountId);
    const before = published.length;
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await orderRow(p.t, order.id)).status).toBe('PAID');
    expect(published.slice(before).filter((o) => o.id === order.id && o.status === 'PAID')).toHaveLength(1);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(published.slice(before).filter((o) => o.id === order.id)).toHaveLength(1);
  });
});
