import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantPaymentAccounts } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { FAKE_STRIPE_KEYS, type FakeStripe, startFakeStripe } from '../../test/fake-stripe/fake-stripe';
import { createTestApp, injectJson, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';
import { createStripePayments } from './stripe-payments';

// The Stripe adapter through the official SDK, against the local fake Stripe server.

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Caller = { headers: Record<string, string>; merchantId: string | null };
const RETURN_URL = `${TEST_APP_ORIGIN}/app/setup/payment?connected=1`;

const onboarding = (caller: Caller) =>
  t.app.inject({
    url: `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(RETURN_URL)}`,
    headers: caller.headers,
  });
const hasAccount = async (merchant: Caller) =>
  (
    await t.app.inject({
      url: `/api/accounts/check/has-account/${merchant.merchantId}`,
      headers: merchant.headers,
    })
  ).json();
const accountRow = async (merchantId: string | null) =>
  (
    await t.db
      .select()
      .from(merchantPaymentAccounts)
      .where(eq(merchantPaymentAccounts.merchantId, merchantId ?? ''))
  )[0];
const deliver = (delivery: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });

describe('Stripe accounts (Connect Express)', () => {
  it('onboarding creates an Express account and answers Stripe’s onboarding page; not connected until onboarding ends', async () => {
    const merchant = await signedIn(t);
    const response = await onboarding(merchant);
    expect(response.statusCode, response.body).toBe(200);
    const row = await accountRow(merchant.merchantId);
    expect(row).toMatchObject({ provider: 'stripe', connected: false, chargesEnabled: false });
    const account = fake.accounts.get(row?.accountId ?? '');
    expect(account).toMatchObject({ type: 'express', metadata: { merchantId: merchant.merchantId } });
    expect(response.json().url).toContain(`/setup/e/${row?.accountId}`);
    expect(await hasAccount(merchant)).toBe(false);

    // The merchant finishes onboarding at Stripe; the next link (or the webhook) stores it.
    fake.completeOnboarding(row?.accountId ?? '');
    expect((await onboarding(merchant)).statusCode).toBe(200);
    expect(await hasAccount(merchant)).toBe(true);
    expect(fake.accounts.size).toBeGreaterThan(0);
    expect(
      [...fake.accounts.values()].filter((a) => a.metadata.merchantId === merchant.merchantId),
    ).toHaveLength(1);
  });

  it('account.updated refreshes the flags; a disconnected account stays disconnected', async () => {
    const merchant = await signedIn(t);
    await onboarding(merchant);
    const accountId = (await accountRow(merchant.merchantId))?.accountId ?? '';
    fake.completeOnboarding(accountId);
    const updated = await deliver(fake.webhook('account.updated', fake.accounts.get(accountId)));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ received: true });
    expect(await hasAccount(merchant)).toBe(true);

    const account = fake.accounts.get(accountId);
    if (account) account.charges_enabled = false;
    await deliver(fake.webhook('account.updated', account));
    expect(await accountRow(merchant.merchantId)).toMatchObject({ connected: true, chargesEnabled: false });
    expect(await hasAccount(merchant)).toBe(false);

    if (account) account.charges_enabled = true;
    expect(
      (await injectJson(t.app, 'DELETE', '/api/accounts/merchant', undefined, merchant.headers)).statusCode,
    ).toBe(200);
    await deliver(fake.webhook('account.updated', account));
    expect(await accountRow(merchant.merchantId)).toMatchObject({ connected: false });
    expect(await hasAccount(merchant)).toBe(false);
  });

  it('OAuth connect exchanges the code with STRIPE_CLIENT_ID; Stripe’s refusal is a 502 PROVIDER_ERROR', async () => {
    const merchant = await signedIn(t);
    const ok = await injectJson(
      t.app,
      'POST',
      '/api/accounts/user/stripe/connect/ac_good',
      undefined,
      merchant.headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ connected: true });
    expect(await hasAccount(merchant)).toBe(true);
    expect(fake.requests.some((r) => r.path === '/oauth/token' && r.body.code === 'ac_good')).toBe(true);

    const bad = await injectJson(
      t.app,
      'POST',
      '/api/accounts/user/stripe/connect/nope',
      undefined,
      merchant.headers,
    );
    expect(bad.statusCode).toBe(502);
    expect(bad.json()).toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'Authorization code does not exist: nope',
    });
  });

  it('the dashboard is an Express login link', async () => {
    const merchant = await signedIn(t);
    await injectJson(t.app, 'POST', '/api/accounts/user/stripe/connect/ac_dash', undefined, merchant.headers);
    const accountId = (await accountRow(merchant.merchantId))?.accountId;
    const response = await t.app.inject({
      url: '/api/accounts/merchant/dashboard',
      headers: merchant.headers,
    });
    expect(response.json()).toEqual({ url: `https://connect.stripe.test/express/${accountId}` });
  });

  it('GET /api/payments/config names Stripe and its publishable key', async () => {
    const caller = await signedIn(t, 'USER');
    const response = await t.app.inject({ url: '/api/payments/config', headers: caller.headers });
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: FAKE_STRIPE_KEYS.publishableKey });
  });

  it('without STRIPE_CLIENT_ID, OAuth connect is 400 PAYMENT_OAUTH_NOT_CONFIGURED', async () => {
    const app = await createTestApp({ env: { ...fake.env, STRIPE_CLIENT_ID: '' } });
    try {
      const merchant = await signedIn(app);
      const response = await injectJson(
        app.app,
        'POST',
        '/api/accounts/user/stripe/connect/ac_x',
        undefined,
        merchant.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'PAYMENT_OAUTH_NOT_CONFIGURED',
        message: 'Connecting a payment account by OAuth is not configured.',
      });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a bad or missing signature, and a body signed with another secret', async () => {
    const delivery = fake.webhook('account.updated', { id: 'acct_unknown', object: 'account' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: delivery.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const tampered = await deliver({
      payload: delivery.payload.replace('acct_unknown', 'acct_other'),
      signature: delivery.signature,
    });
    expect(tampered.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    // An event for an account no merchant has is acknowledged.
    expect((await deliver(delivery)).json()).toEqual({ received: true });
  });

  it('does not exist with the sandbox provider', async () => {
    const sandbox = await createTestApp();
    try {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});

describe('Stripe intents (direct charges on the connected account)', () => {
  const payments = () =>
    createStripePayments({
      secretKey: FAKE_STRIPE_KEYS.secretKey,
      publishableKey: null,
      webhookSecret: null,
      clientId: null,
      apiHost: '127.0.0.1',
      apiPort: Number(fake.env.STRIPE_API_PORT),
      apiProtocol: 'http',
    });

  it('creates on the account with the fee, updates, reads, cancels and refunds', async () => {
    const port = payments();
    const intent = await port.createIntent(1234, 'cad', 'acct_fake_a', 50, 'order-1');
    expect(intent).toMatchObject({
      accountId: 'acct_fake_a',
      amountCents: 1234,
      applicationFeeCents: 50,
      currency: 'cad',
      status: 'requires_payment_method',
      orderId: 'order-1',
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const created = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(created?.account).toBe('acct_fake_a');

    // Another account does not see it.
    expect(await port.getIntent('acct_fake_b', intent.id)).toBeNull();

    const updated = await port.updateIntent('acct_fake_a', intent.id, {
      amountCents: 2000,
      applicationFeeCents: 0,
    });
    expect(updated).toMatchObject({ amountCents: 2000, applicationFeeCents: 0 });

    fake.pay(intent.clientSecret);
    expect((await port.getIntent('acct_fake_a', intent.id))?.status).toBe('succeeded');
    await expect(port.cancelIntent('acct_fake_a', intent.id)).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
    });
    const refund = await port.refund('acct_fake_a', intent.id);
    expect(refund.amountCents).toBe(2000);
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_intent: intent.id,
      refund_application_fee: true,
      account: 'acct_fake_a',
    });

    const other = await port.createIntent(800, 'cad', 'acct_fake_a', 0, 'order-2');
    expect((await port.cancelIntent('acct_fake_a', other.id)).status).toBe('canceled');
    // Canceling again is harmless.
    expect((await port.cancelIntent('acct_fake_a', other.id)).status).toBe('canceled');
  });
});
