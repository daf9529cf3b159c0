import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantPaymentAccounts } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { createRule, createStore } from '../../test/setup-fixtures';
import { createTestApp, injectJson, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let ordersInProgress = new Set<string>();
beforeAll(async () => {
  t = await createTestApp({ deps: { hasOrdersInProgress: async (id) => ordersInProgress.has(id) } });
});
afterAll(() => t.close());

type Caller = { headers: Record<string, string> };
const RETURN_URL = `${TEST_APP_ORIGIN}/app/setup/payment?connected=1`;

const onboarding = (caller: Caller, returnUrl = RETURN_URL) =>
  t.app.inject({
    url: `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(returnUrl)}`,
    headers: caller.headers,
  });
const connect = (caller: Caller, code = 'ac_anything') =>
  injectJson(t.app, 'POST', `/api/accounts/user/stripe/connect/${code}`, undefined, caller.headers);
const disconnect = (caller: Caller) =>
  injectJson(t.app, 'DELETE', '/api/accounts/merchant', undefined, caller.headers);
const hasAccount = async (merchant: Caller & { merchantId: string | null }) =>
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

describe('GET /api/accounts/onboarding-link (sandbox)', () => {
  it('creates the account, connects it at once and answers the returnUrl', async () => {
    const merchant = await signedIn(t);
    expect(await hasAccount(merchant)).toBe(false);
    const response = await onboarding(merchant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: RETURN_URL });
    expect(await hasAccount(merchant)).toBe(true);
    const row = await accountRow(merchant.merchantId);
    expect(row).toMatchObject({ provider: 'sandbox', connected: true, chargesEnabled: true });
    expect(row?.accountId).toMatch(/^acct_sbx_/);
    expect(row?.connectedAt).toBeInstanceOf(Date);
  });

  it('reuses the account on the next call', async () => {
    const merchant = await signedIn(t);
    await onboarding(merchant);
    const first = await accountRow(merchant.merchantId);
    await disconnect(merchant);
    expect((await onboarding(merchant)).statusCode).toBe(200);
    expect((await accountRow(merchant.merchantId))?.accountId).toBe(first?.accountId);
    expect(await hasAccount(merchant)).toBe(true);
  });

  it('needs an http(s) returnUrl', async () => {
    const merchant = await signedIn(t);
    const missing = await t.app.inject({ url: '/api/accounts/onboarding-link', headers: merchant.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const bad = await onboarding(merchant, 'javascript:alert(1)');
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      violations: [{ field: 'returnUrl', message: 'returnUrl must be an http or https URL.' }],
    });
    expect(await hasAccount(merchant)).toBe(false);
  });
});

describe('onboarding returnUrl on APP_ORIGIN', () => {
  it('refuses a returnUrl of another origin, compared by parsed origin', async () => {
    const merchant = await signedIn(t);
    const host = new URL(TEST_APP_ORIGIN).host;
    for (const returnUrl of [
      `http://${host}@evil.example/app`,
      'http://evil.example/app',
      `https://${host}/app`,
    ]) {
      const refused = await onboarding(merchant, returnUrl);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        violations: [{ field: 'returnUrl', message: 'The URL must be on the app’s own origin.' }],
      });
    }
    expect(await hasAccount(merchant)).toBe(false);
  });
});

describe('POST /api/accounts/user/stripe/connect/{authCode} (sandbox)', () => {
  it('connects with any code', async () => {
    const merchant = await signedIn(t);
    const response = await connect(merchant, 'whatever-code-123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ connected: true });
    expect(await hasAccount(merchant)).toBe(true);
  });
});

describe('GET /api/accounts/merchant/dashboard', () => {
  it('is 404 without an account, then the sandbox’s dashboard page', async () => {
    const merchant = await signedIn(t);
    const before = await t.app.inject({ url: '/api/accounts/merchant/dashboard', headers: merchant.headers });
    expect(before.statusCode).toBe(404);
    await connect(merchant);
    const after = await t.app.inject({ url: '/api/accounts/merchant/dashboard', headers: merchant.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ url: `${TEST_APP_ORIGIN}/app/setup/payment/sandbox-dashboard` });
  });
});

describe('DELETE /api/accounts/merchant', () => {
  it('disconnects; the merchant no longer counts as connected', async () => {
    const merchant = await signedIn(t);
    await onboarding(merchant);
    const response = await disconnect(merchant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ connected: false });
    expect(await hasAccount(merchant)).toBe(false);
    expect(await accountRow(merchant.merchantId)).toMatchObject({ connected: false, connectedAt: null });
  });

  it('answers {connected:false} for a merchant that never connected', async () => {
    const merchant = await signedIn(t);
    expect((await disconnect(merchant)).json()).toEqual({ connected: false });
  });

  it('is refused while orders are in progress', async () => {
    const merchant = await signedIn(t);
    await onboarding(merchant);
    ordersInProgress = new Set([merchant.merchantId as string]);
    try {
      const response = await disconnect(merchant);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'ORDERS_IN_PROGRESS',
        message: 'Orders in progress must be finished first.',
      });
      expect(await hasAccount(merchant)).toBe(true);
    } finally {
      ordersInProgress = new Set();
    }
  });
});

describe('GET /api/payments/config', () => {
  it('names the sandbox to any signed-in caller', async () => {
    for (const role of ['MERCHANT', 'USER'] as const) {
      const caller = await signedIn(t, role);
      const response = await t.app.inject({ url: '/api/payments/config', headers: caller.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ provider: 'sandbox', publishableKey: null });
    }
    expect((await t.app.inject({ url: '/api/payments/config' })).statusCode).toBe(401);
  });
});

describe('merchant scope and access', () => {
  it("connecting one merchant leaves another unconnected; another's id is 404", async () => {
    const merchant = await signedIn(t);
    const other = await signedIn(t);
    await connect(merchant);
    expect(await hasAccount(merchant)).toBe(true);
    expect(await hasAccount(other)).toBe(false);
    const foreign = await t.app.inject({
      url: `/api/accounts/check/has-account/${merchant.merchantId}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    // Disconnecting the other merchant does not touch the first.
    await disconnect(other);
    expect(await hasAccount(merchant)).toBe(true);
  });

  it('refuses customers (403) and anonymous callers (401) on every merchant route', async () => {
    const customer = await signedIn(t, 'USER');
    const routes: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
      ['GET', `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(RETURN_URL)}`],
      ['POST', '/api/accounts/user/stripe/connect/code'],
      ['GET', '/api/accounts/merchant/dashboard'],
      ['DELETE', '/api/accounts/merchant'],
    ];
    for (const [method, url] of routes) {
      expect((await injectJson(t.app, method, url, undefined, customer.headers)).statusCode).toBe(403);
      expect((await injectJson(t.app, method, url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('counts only an account at the provider that runs now', async () => {
    const merchant = await signedIn(t);
    await t.db.insert(merchantPaymentAccounts).values({
      merchantId: merchant.merchantId as string,
      provider: 'stripe',
      accountId: 'acct_live_1',
      connected: true,
      chargesEnabled: true,
    });
    expect(await hasAccount(merchant)).toBe(false);
    expect(
      (await t.app.inject({ url: '/api/accounts/merchant/dashboard', headers: merchant.headers })).statusCode,
    ).toBe(404);
    await onboarding(merchant);
    expect(await accountRow(merchant.merchantId)).toMatchObject({ provider: 'sandbox', connected: true });
    expect(await hasAccount(merchant)).toBe(true);
  });
});

describe('what the connection drives', () => {
  it('setup state, the merchant profile, and whether customers can order from its stores', async () => {
    const merchant = await signedIn(t);
    const customer = await signedIn(t, 'USER');
    const store = await createStore(t, merchant.headers);
    await createRule(t, merchant.headers, store.id);
    const quote = () =>
      injectJson(
        t.app,
        'POST',
        `/api/merchant-stores/${store.id}/delivery-price`,
        { totalAmount: 10, distance: 1 },
        customer.headers,
      );
    const get = async (url: string) => (await t.app.inject({ url, headers: merchant.headers })).json();

    expect((await quote()).json()).toMatchObject({ code: 'STORE_NOT_ACCEPTING_ORDERS' });
    expect(await get('/api/merchants/setup-state')).toMatchObject({ paymentConnected: false });
    await onboarding(merchant);
    expect((await quote()).statusCode).toBe(200);
    expect(await get('/api/merchants/setup-state')).toMatchObject({ paymentConnected: true });
    expect(await get('/api/merchants/profile')).toMatchObject({ paymentConnected: true });
    await disconnect(merchant);
    expect((await quote()).json()).toMatchObject({ code: 'STORE_NOT_ACCEPTING_ORDERS' });
  });
});
