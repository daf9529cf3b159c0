import { merchantOrderSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds } from '../../db/schema/index';
import { call, openShop, PROVIDERS, type ProviderHarness, startProvider } from '../../test/order-harness';
import { cents, completedOrder, refund } from '../../test/refund-kit';

// Refunds at the same time never go beyond the order's total; a refund whose answer was lost is
// sent again with its own key and never made twice.

describe.each(PROVIDERS)('concurrent refunds (%s)', (name) => {
  let p: ProviderHarness;
  let shop: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    p = await startProvider(name);
    shop = await openShop(p);
  });
  afterAll(() => p.close());

  it('two refunds of 60% at once: exactly one succeeds', async () => {
    const order = await completedOrder(p, shop);
    const sixty = Math.round(cents(order.totalAmount) * 0.6) / 100;
    const answers = await Promise.all(
      ['First', 'Second'].map((reason) => refund(p, shop, order.id, { amount: sixty, reason })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().code).toBe('REFUND_EXCEEDS_REMAINING');
    expect((await p.intent(order.intentId)).refundedCents).toBe(cents(sixty));
    const rows = await p.t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((row) => row.amountCents)).toEqual([cents(sixty)]);
  });

  it('many small refunds at once stop exactly at the total', async () => {
    const order = await completedOrder(p, shop, 1);
    const total = cents(order.totalAmount);
    const piece = Math.ceil(total / 4);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        refund(p, shop, order.id, { amount: piece / 100, reason: `Part ${i}` }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200).length;
    expect(won).toBe(Math.floor(total / piece));
    const refundedCents = (await p.intent(order.intentId)).refundedCents;
    expect(refundedCents).toBe(won * piece);
    expect(refundedCents).toBeLessThanOrEqual(total);
  });
});

describe('a refund whose answer is lost (stripe)', () => {
  let p: ProviderHarness;
  let shop: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    p = await startProvider('stripe');
    shop = await openShop(p);
  });
  afterAll(() => p.close());

  it('stays recorded, is sent again by key with the next refund, and is made once', async () => {
    const fake = p.fake;
    if (!fake) throw new Error('no fake Stripe');
    const order = await completedOrder(p, shop);
    // The refund is made, but every answer (the SDK's retries too) is lost on the way back.
    fake.loseAnswers('POST', '/v1/refunds', 3);
    const lost = await refund(p, shop, order.id, { amount: 1, reason: 'Cold' });
    expect(lost.statusCode, lost.body).toBe(502);
    const madeAtStripe = () => fake.refunds.filter((r) => r.payment_intent === order.intentId);
    expect(madeAtStripe().map((r) => r.amount)).toEqual([100]);
    const read = merchantOrderSchema.parse(
      (await call(p.t, 'GET', `/api/orders/${order.id}`, undefined, shop.merchant.headers)).json(),
    );
    expect(read.refundedAmount).toBe(1);
    const [pending] = await p.t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(pending?.providerRefundId).toBeNull();

    const next = await refund(p, shop, order.id, { amount: 0.5, reason: 'Also late' });
    expect(next.statusCode, next.body).toBe(200);
    expect(madeAtStripe().map((r) => r.amount)).toEqual([100, 50]);
    const rows = await p.t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((row) => row.providerRefundId)).toEqual(madeAtStripe().map((r) => r.id));
    const keys = fake.requests
      .filter((r) => r.path === '/v1/refunds' && r.method === 'POST')
      .map((r) => r.idempotencyKey);
    // The lost one was asked four times (three lost answers, then the replay), always by its id.
    expect(keys.filter((key) => key === pending?.id)).toHaveLength(4);
  });
});
