import { paymentSubscriptionSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { expectRefusal, PROVIDERS, type ProviderHarness, startProvider } from '../../test/order-harness';
import { SUCCESS_URL, subscribe, subscriptionCalls } from '../../test/subscription-kit';
import { TEST_APP_ORIGIN } from '../../test/test-app';

// The six subscription routes of contract §11 on the sandbox and on the Stripe adapter (against
// the fake Stripe server), with their rules and tenant isolation.

describe.each(PROVIDERS)('subscriptions (%s)', (name) => {
  let p: ProviderHarness;
  beforeAll(async () => {
    p = await startProvider(name);
  });
  afterAll(() => p.close());
  const calls = () => subscriptionCalls(p);

  it('subscription-plan names the plan the sessions sell, with its price', async () => {
    const merchant = await signedIn(p.t);
    const plan = await p.t.app.inject({ url: '/api/merchants/subscription-plan', headers: merchant.headers });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json()).toEqual(
      name === 'sandbox'
        ? { planName: 'AI Post Generator', amount: 19.99, currency: 'cad', interval: 'month' }
        : { planName: 'AI Posts Pro', amount: 24.99, currency: 'cad', interval: 'month' },
    );
  });

  it('create-session takes a form, appends session_id to a successURL on APP_ORIGIN and sells the AI-post price', async () => {
    const merchant = await signedIn(p.t);
    const created = await calls().createSession(merchant.headers, {
      successURL: SUCCESS_URL,
      customerId: '',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, url } = created.json();
    if (name === 'sandbox') {
      // Complete at once: the url is the success page with the session, the query kept.
      expect(url).toBe(`${SUCCESS_URL}&session_id=${id}`);
    } else {
      const session = p.fake?.sessions.get(id);
      expect(url).toBe(session?.url);
      expect(session).toMatchObject({
        mode: 'subscription',
        price: 'price_fake_ai_posts',
        success_url: `${SUCCESS_URL}&session_id={CHECKOUT_SESSION_ID}`,
        client_reference_id: merchant.merchantId,
        customer: null,
      });
    }
  });

  it('refuses a successURL off APP_ORIGIN, compared by parsed origin', async () => {
    const merchant = await signedIn(p.t);
    const host = new URL(TEST_APP_ORIGIN).host;
    for (const successURL of [
      `http://${host}@evil.example/app/setup/success`,
      'http://evil.example/app/setup/success',
      `https://${host}/app/setup/success`,
      'javascript:alert(1)',
    ]) {
      const refused = await calls().createSession(merchant.headers, { successURL });
      await expectRefusal(refused, 400, 'VALIDATION_FAILED');
      expect(refused.json().violations[0].field).toBe('successURL');
    }
    await expectRefusal(await calls().createSession(merchant.headers, {}), 400, 'VALIDATION_FAILED');
  });

  it('get-session-data answers the merchant’s own session, complete once paid; others are 404', async () => {
    const merchant = await signedIn(p.t);
    const created = (await calls().createSession(merchant.headers, { successURL: SUCCESS_URL })).json();
    const before = (await calls().sessionData(merchant.headers, created.id)).json();
    expect(before.status).toBe(name === 'sandbox' ? 'complete' : 'open');
    const session = await subscribe(p, merchant);
    expect(session).toMatchObject({ status: 'complete', customerId: expect.any(String) });
    expect(session.subscriptionId).toEqual(expect.any(String));

    const other = await signedIn(p.t);
    await expectRefusal(await calls().sessionData(other.headers, session.sessionId), 404, 'NOT_FOUND');
    await expectRefusal(await calls().sessionData(merchant.headers, 'cs_unknown'), 404, 'NOT_FOUND');
  });

  it('a subscription just bought is active with a future period end, a plan, whole cents and a currency', async () => {
    const merchant = await signedIn(p.t);
    const { customerId, subscriptionId } = await subscribe(p, merchant);
    const listed = await calls().subscriptions(merchant.headers, customerId);
    expect(listed.statusCode, listed.body).toBe(200);
    const [subscription, ...rest] = listed.json();
    expect(rest).toEqual([]);
    expect(paymentSubscriptionSchema.parse(subscription)).toEqual(subscription);
    expect(subscription).toMatchObject({ id: subscriptionId, status: 'active', cancelAtPeriodEnd: false });
    expect(subscription.currentPeriodEnd).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(subscription.currentPeriodEnd)).toBeGreaterThan(p.t.clock.now().getTime());
    expect(subscription.planName).toBe(name === 'sandbox' ? 'AI Post Generator' : 'AI Posts Pro');
    expect(subscription.amount).toBe(name === 'sandbox' ? 19.99 : 24.99);
    expect(Number.isInteger(Math.round(subscription.amount * 100))).toBe(true);
    expect(subscription.currency).toBe('cad');

    const customer = await calls().customer(merchant.headers, customerId);
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json()).toMatchObject({ id: customerId });
    expect(Object.keys(customer.json()).sort()).toEqual(['email', 'id', 'name']);
  });

  it('cancels at period end and resumes, by form; the period end is kept', async () => {
    const merchant = await signedIn(p.t);
    const { subscriptionId } = await subscribe(p, merchant);
    const canceled = await calls().cancel(merchant.headers, { subscriptionId });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ id: subscriptionId, status: 'active', cancelAtPeriodEnd: true });
    const resumed = await calls().resume(merchant.headers, { subscriptionId });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ id: subscriptionId, status: 'active', cancelAtPeriodEnd: false });
    expect(resumed.json().currentPeriodEnd).toBe(canceled.json().currentPeriodEnd);
    // JSON bodies are taken too (contract §1).
    const json = await p.t.app.inject({
      method: 'DELETE',
      url: '/api/merchants/cancel-subscription',
      headers: { ...merchant.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ subscriptionId }),
    });
    expect(json.json()).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('cancel and resume: a missing subscriptionId is 400; an unknown one or another merchant’s is 404', async () => {
    const merchant = await signedIn(p.t);
    const other = await signedIn(p.t);
    const { subscriptionId } = await subscribe(p, merchant);
    await subscribe(p, other);
    for (const change of [calls().cancel, calls().resume]) {
      const missing = await change(merchant.headers, {});
      await expectRefusal(missing, 400, 'VALIDATION_FAILED', 'subscriptionId is required.');
      await expectRefusal(
        await change(merchant.headers, { subscriptionId: 'sub_unknown' }),
        404,
        'NOT_FOUND',
      );
      await expectRefusal(await change(other.headers, { subscriptionId }), 404, 'NOT_FOUND');
    }
    const bare = await p.t.app.inject({
      method: 'DELETE',
      url: '/api/merchants/cancel-subscription',
      headers: merchant.headers,
    });
    await expectRefusal(bare, 400, 'VALIDATION_FAILED');
    const listed = (
      await calls().subscriptions(merchant.headers, (await subscribe(p, merchant)).customerId)
    ).json();
    expect(listed.every((s: { cancelAtPeriodEnd: boolean }) => !s.cancelAtPeriodEnd)).toBe(true);
  });

  it('foreign customer ids are 404 on every route that takes one', async () => {
    const merchant = await signedIn(p.t);
    const other = await signedIn(p.t);
    const { customerId } = await subscribe(p, other);
    await expectRefusal(await calls().customer(merchant.headers, customerId), 404, 'NOT_FOUND');
    await expectRefusal(await calls().subscriptions(merchant.headers, customerId), 404, 'NOT_FOUND');
    await expectRefusal(await calls().customer(merchant.headers, 'cus_unknown'), 404, 'NOT_FOUND');
    const session = await calls().createSession(merchant.headers, { successURL: SUCCESS_URL, customerId });
    await expectRefusal(session, 404, 'NOT_FOUND');
  });

  it('a second session for its own customer reuses it', async () => {
    const merchant = await signedIn(p.t);
    const first = await subscribe(p, merchant);
    const second = await subscribe(p, merchant, first.customerId);
    expect(second.customerId).toBe(first.customerId);
    const listed = (await calls().subscriptions(merchant.headers, first.customerId)).json();
    expect(listed.map((s: { id: string }) => s.id).sort()).toEqual(
      [first.subscriptionId, second.subscriptionId].sort(),
    );
  });

  it('the profile saves a paymentCustomerId only from one of the merchant’s completed sessions', async () => {
    const merchant = await signedIn(p.t);
    const other = await signedIn(p.t);
    const { customerId: foreign } = await subscribe(p, other);
    const refused = await calls().saveProfile(merchant.headers, { paymentCustomerId: foreign });
    await expectRefusal(refused, 404, 'NOT_FOUND');
    const unknown = await calls().saveProfile(merchant.headers, {
      paymentCustomerId: 'cus_nobody',
      name: 'Café X',
    });
    await expectRefusal(unknown, 404, 'NOT_FOUND');
    const profile = async () =>
      (await p.t.app.inject({ url: '/api/merchants/profile', headers: merchant.headers })).json();
    expect(await profile()).toMatchObject({ paymentCustomerId: null, name: null });

    const { customerId } = await subscribe(p, merchant);
    const saved = await calls().saveProfile(merchant.headers, { paymentCustomerId: customerId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().paymentCustomerId).toBe(customerId);
    // Sent back as it is, it is kept; "" clears it.
    expect((await calls().saveProfile(merchant.headers, { paymentCustomerId: customerId })).statusCode).toBe(
      200,
    );
    expect(
      (await calls().saveProfile(merchant.headers, { paymentCustomerId: '' })).json().paymentCustomerId,
    ).toBe(null);
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const customer = await signedIn(p.t, 'USER');
    const routes = [
      calls().createSession(customer.headers, { successURL: SUCCESS_URL }),
      calls().sessionData(customer.headers, 'cs_1'),
      calls().customer(customer.headers, 'cus_1'),
      calls().subscriptions(customer.headers, 'cus_1'),
      calls().cancel(customer.headers, { subscriptionId: 'sub_1' }),
      calls().resume(customer.headers, { subscriptionId: 'sub_1' }),
    ];
    for (const response of await Promise.all(routes)) expect(response.statusCode).toBe(403);
    expect((await calls().sessionData({}, 'cs_1')).statusCode).toBe(401);
    expect((await calls().cancel({}, { subscriptionId: 'sub_1' })).statusCode).toBe(401);
  });
});
