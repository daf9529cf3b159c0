import { merchantOrderSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import {
  call,
  expectRefusal,
  openShop,
  PROVIDERS,
  type ProviderHarness,
  startProvider,
} from '../../test/order-harness';
import { createOpenStore } from '../../test/ordering-fixtures';
import { act, cents, completedOrder, paidOrder, refund, refunded } from '../../test/refund-kit';
import type { OrderRow } from './orders.repository';

// Refunds (docs/payments-and-refunds.md): the merchant's partial refunds of a completed order,
// and the refunds of reject and cancel, recorded and made through the provider with the refund's
// id as the idempotency key.

describe.each(PROVIDERS)('refunds (%s)', (name) => {
  let p: ProviderHarness;
  let shop: Awaited<ReturnType<typeof openShop>>;
  const published: OrderRow[] = [];
  beforeAll(async () => {
    p = await startProvider(name, { orderEvents: { published: (order) => void published.push(order) } });
    shop = await openShop(p);
  });
  afterAll(() => p.close());

  /** The idempotency key the provider saw for the refund it made of the intent. */
  const keysAtProvider = async (intentId: string): Promise<(string | null)[]> => {
    if (p.fake)
      return p.fake.requests
        .filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.payment_intent === intentId)
        .map((r) => r.idempotencyKey);
    const rows = await p.t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.intentId, intentId))
      .orderBy(sandboxRefunds.createdAt);
    return rows.map((row) => row.idempotencyKey);
  };
  const records = (orderId: string) =>
    p.t.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(orderRefunds.createdAt, orderRefunds.id);

  it('refunds part of a completed order, then the rest: REFUNDED, each refund listed and made once', async () => {
    const order = await completedOrder(p, shop);
    const first = await refunded(p, shop, order.id, { amount: 1.5, reason: '  Cold croissant ' });
    expect(first).toMatchObject({ status: 'COMPLETED', serveStatus: 'PICKUP', refundedAmount: 1.5 });
    expect(first.refunds).toEqual([
      {
        id: expect.any(String),
        amount: 1.5,
        reason: 'Cold croissant',
        kind: 'PARTIAL',
        createdAt: expect.any(String),
      },
    ]);
    expect((await p.intent(order.intentId)).refundedCents).toBe(150);

    p.t.clock.advance(1000);
    const rest = (cents(order.totalAmount) - 150) / 100;
    const last = await refunded(p, shop, order.id, { amount: rest, reason: 'Wrong order' });
    expect(last).toMatchObject({ status: 'REFUNDED', refundedAmount: order.totalAmount });
    expect(last.refunds.map((r) => [r.amount, r.kind])).toEqual([
      [1.5, 'PARTIAL'],
      [rest, 'PARTIAL'],
    ]);
    expect((await p.intent(order.intentId)).refundedCents).toBe(cents(order.totalAmount));
    expect(await keysAtProvider(order.intentId)).toEqual(last.refunds.map((r) => r.id));
    const rows = await records(order.id);
    expect(rows.map((row) => [row.amountCents, row.kind, row.provider])).toEqual([
      [150, 'PARTIAL', name],
      [cents(rest), 'PARTIAL', name],
    ]);
    expect(rows.every((row) => row.providerRefundId !== null)).toBe(true);

    // The order detail shows them; each refund was published.
    const read = await call(p.t, 'GET', `/api/orders/${order.id}`, undefined, shop.merchant.headers);
    expect(merchantOrderSchema.parse(read.json())).toMatchObject({
      refunds: last.refunds,
      refundedAmount: last.refundedAmount,
    });
    expect(
      published
        .filter((o) => o.id === order.id)
        .map((o) => o.refundedCents)
        .slice(-2),
    ).toEqual([150, cents(order.totalAmount)]);
    await expectRefusal(
      await refund(p, shop, order.id, { amount: 0.01, reason: 'More' }),
      400,
      'ORDER_NOT_REFUNDABLE',
      'Only a completed order can be refunded.',
    );
  });

  it('refuses more than is left, an order not completed, and bad bodies', async () => {
    const order = await completedOrder(p, shop);
    const over = await refund(p, shop, order.id, { amount: order.totalAmount + 0.01, reason: 'Too much' });
    await expectRefusal(over, 400, 'REFUND_EXCEEDS_REMAINING');
    expect(over.json().message).toBe(
      `The refund is more than the $${order.totalAmount.toFixed(2)} not yet refunded.`,
    );
    for (const [body, message] of [
      [{ amount: 0, reason: 'x' }, 'The refund amount must be more than 0.'],
      [{ amount: 1.005, reason: 'x' }, 'Amounts may have at most 2 decimals'],
      [{ amount: -1, reason: 'x' }, 'Amounts must be numbers of 0 or more.'],
      [{ amount: 1, reason: '   ' }, 'Please provide a refund reason'],
      [{ amount: 1, reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters.'],
      [{ reason: 'x' }, 'Amounts must be numbers of 0 or more.'],
    ] as const) {
      await expectRefusal(await refund(p, shop, order.id, body), 400, 'VALIDATION_FAILED', message);
    }
    const paid = await paidOrder(p, shop);
    await expectRefusal(
      await refund(p, shop, paid.id, { amount: 1, reason: 'x' }),
      400,
      'ORDER_NOT_REFUNDABLE',
    );
    expect(await records(order.id)).toEqual([]);
    expect((await p.intent(order.intentId)).refundedCents).toBe(0);
  });

  it('reject and cancel record their refund: the whole amount, the reason, made once by key', async () => {
    const rejected = await paidOrder(p, shop);
    const afterReject = await act(p, shop, 'reject', rejected.id, { rejectMessage: 'Out of croissants' });
    expect(afterReject).toMatchObject({
      status: 'REFUNDED',
      serveStatus: 'REJECTED',
      refundedAmount: rejected.totalAmount,
    });
    expect(afterReject.refunds).toMatchObject([
      { amount: rejected.totalAmount, reason: 'Out of croissants', kind: 'REJECT' },
    ]);
    expect((await p.intent(rejected.intentId)).refundedCents).toBe(cents(rejected.totalAmount));
    expect(await keysAtProvider(rejected.intentId)).toEqual([afterReject.refunds[0]?.id]);

    const canceled = await paidOrder(p, shop);
    await act(p, shop, 'accept', canceled.id);
    const afterCancel = await act(p, shop, 'cancel', canceled.id, { rejectMessage: 'Oven broke' });
    expect(afterCancel.refunds).toMatchObject([
      { amount: canceled.totalAmount, reason: 'Oven broke', kind: 'CANCEL' },
    ]);
    expect((await records(canceled.id))[0]?.providerRefundId).not.toBeNull();
  });

  it('a refund the provider refuses is taken back: 502, the order as it was', async () => {
    const order = await completedOrder(p, shop);
    // Refunded elsewhere behind Perkdesk's back: nothing is left at the provider.
    if (p.fake) {
      const intent = p.fake.intents.get(order.intentId);
      if (intent) intent.refunded = intent.amount_received;
    } else {
      await p.t.db
        .update(sandboxPaymentIntents)
        .set({ refundedCents: cents(order.totalAmount) })
        .where(eq(sandboxPaymentIntents.id, order.intentId));
    }
    const refused = await refund(p, shop, order.id, { amount: 1, reason: 'Late' });
    await expectRefusal(refused, 502, 'PROVIDER_ERROR');
    const read = merchantOrderSchema.parse(
      (await call(p.t, 'GET', `/api/orders/${order.id}`, undefined, shop.merchant.headers)).json(),
    );
    expect(read).toMatchObject({ status: 'COMPLETED', refunds: [], refundedAmount: 0 });
    expect(await records(order.id)).toEqual([]);
  });

  it('another merchant’s order, another store’s, an unknown one are 404; customers 403, anonymous 401', async () => {
    const order = await completedOrder(p, shop);
    const other = await openShop(p);
    const body = { amount: 1, reason: 'x' };
    await expectRefusal(
      await refund(p, shop, order.id, body, other.merchant.headers, other.store.id),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(await refund(p, shop, order.id, body, other.merchant.headers), 404, 'NOT_FOUND');
    const secondStore = await createOpenStore(p.t, shop.merchant.headers, { name: 'Second café' });
    await expectRefusal(
      await refund(p, shop, order.id, body, shop.merchant.headers, secondStore.id),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(await refund(p, shop, '00000000000000000000', body), 404, 'NOT_FOUND');
    const customer = await signedIn(p.t, 'USER');
    expect((await refund(p, shop, order.id, body, customer.headers)).statusCode).toBe(403);
    expect((await refund(p, shop, order.id, body, {})).statusCode).toBe(401);
    expect(await records(order.id)).toEqual([]);
  });
});
