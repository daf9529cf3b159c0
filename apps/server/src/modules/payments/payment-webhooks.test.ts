import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCheckoutSessions, merchantSubscriptions, paymentWebhookEvents } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { expectRefusal, type ProviderHarness, startProvider } from '../../test/order-harness';
import { SUCCESS_URL, subscriptionCalls } from '../../test/subscription-kit';

// POST /api/payments/webhook (contract §11): each event verified by signature and processed
// exactly once, whether delivered again later or twice at the same time.

type Delivery = { payload: string; signature: string };

describe('subscription webhooks (stripe)', () => {
  let p: ProviderHarness;
  beforeAll(async () => {
    p = await startProvider('stripe');
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
  const recorded = async (delivery: Delivery) =>
    p.t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, JSON.parse(delivery.payload).id));
  const profileOf = async (headers: Record<string, string>) =>
    (await p.t.app.inject({ url: '/api/merchants/profile', headers })).json();

  /** A merchant's session paid on Stripe's checkout page (no webhook delivered yet). */
  const paidSession = async () => {
    const merchant = await signedIn(p.t);
    const created = await subscriptionCalls(p).createSession(merchant.headers, { successURL: SUCCESS_URL });
    const session = fake().completeCheckout(created.json().id);
    return { merchant, session };
  };

  it('refuses an event without a valid signature, and changes nothing', async () => {
    const { merchant, session } = await paidSession();
    const event = fake().webhook('checkout.session.completed', fake().sessionObject(session.id));
    await expectRefusal(
      await deliver({ ...event, signature: 't=1,v1=bad' }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const unsigned = await p.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: event.payload,
    });
    await expectRefusal(unsigned, 400, 'WEBHOOK_SIGNATURE_INVALID');
    const tampered = { ...event, payload: event.payload.replace(session.id, `${session.id}x`) };
    await expectRefusal(await deliver(tampered), 400, 'WEBHOOK_SIGNATURE_INVALID');
    expect(await recorded(event)).toEqual([]);
    expect((await profileOf(merchant.headers)).paymentCustomerId).toBeNull();
  });

  it('checkout.session.completed completes the merchant’s session once; a replay changes nothing', async () => {
    const { merchant, session } = await paidSession();
    const event = fake().webhook('checkout.session.completed', fake().sessionObject(session.id));
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const [row] = await p.t.db
      .select()
      .from(merchantCheckoutSessions)
      .where(eq(merchantCheckoutSessions.id, session.id));
    expect(row).toMatchObject({
      status: 'complete',
      customerId: session.customer,
      subscriptionId: session.subscription,
    });
    expect((await profileOf(merchant.headers)).paymentCustomerId).toBe(session.customer);

    // The merchant clears it; the same event again must not set it back.
    await subscriptionCalls(p).saveProfile(merchant.headers, { paymentCustomerId: '' });
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await profileOf(merchant.headers)).paymentCustomerId).toBeNull();
    expect(await recorded(event)).toHaveLength(1);
  });

  it('two deliveries of one event at once: processed once', async () => {
    const { merchant, session } = await paidSession();
    const event = fake().webhook('checkout.session.completed', fake().sessionObject(session.id));
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await recorded(event)).toHaveLength(1);
    expect((await profileOf(merchant.headers)).paymentCustomerId).toBe(session.customer);
  });

  it('customer.subscription.* keep the merchant’s copy; older news never overwrites newer', async () => {
    const { merchant, session } = await paidSession();
    const subscriptionId = session.subscription as string;
    const subscription = fake().subscriptions.get(subscriptionId);
    if (!subscription) throw new Error('no subscription');
    const object = () => fake().subscriptionObject(subscriptionId);
    const copy = async () =>
      (
        await p.t.db.select().from(merchantSubscriptions).where(eq(merchantSubscriptions.id, subscriptionId))
      )[0];
    const now = Math.floor(Date.now() / 1000);
    const created = fake().webhook('customer.subscription.created', object(), null, now);
    subscription.cancel_at_period_end = true;
    const updated = fake().webhook('customer.subscription.updated', object(), null, now + 60);

    // Stripe may deliver out of order: the update first, then the creation.
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await copy()).toMatchObject({
      merchantId: merchant.merchantId,
      status: 'active',
      cancelAtPeriodEnd: true,
    });

    subscription.status = 'canceled';
    expect(
      (await deliver(fake().webhook('customer.subscription.deleted', object(), null, now + 120))).statusCode,
    ).toBe(200);
    expect((await copy())?.status).toBe('canceled');
  });

  it('acknowledges and records payment_intent.payment_failed and events it does not handle', async () => {
    for (const type of ['payment_intent.payment_failed', 'invoice.paid']) {
      const event = fake().webhook(type, {
        id: 'pi_fake_unknown',
        object: 'payment_intent',
        status: 'requires_payment_method',
      });
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await recorded(event)).toHaveLength(1);
    }
  });
});
