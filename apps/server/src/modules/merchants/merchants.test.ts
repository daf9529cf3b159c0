import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/merchants/setup-state', () => {
  it('starts with nothing set up', async () => {
    const merchant = await signedIn(t);
    const response = await t.app.inject({ url: '/api/merchants/setup-state', headers: merchant.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasBusinessType: false,
      hasBusinessProfile: false,
      storeCount: 0,
      productCount: 0,
      addonGroupCount: 0,
      paymentConnected: false,
    });
  });

  it('reads the business type and profile (name and description) from the merchant row', async () => {
    const merchant = await signedIn(t);
    const state = async () =>
      (await t.app.inject({ url: '/api/merchants/setup-state', headers: merchant.headers })).json();
    await t.db
      .update(merchants)
      .set({ businessType: 'Food/Beverage', name: 'Corner Café' })
      .where(eq(merchants.id, merchant.merchantId!));
    expect(await state()).toMatchObject({ hasBusinessType: true, hasBusinessProfile: false });
    await t.db
      .update(merchants)
      .set({ description: 'Coffee and pastries' })
      .where(eq(merchants.id, merchant.merchantId!));
    expect(await state()).toMatchObject({ hasBusinessType: true, hasBusinessProfile: true });
  });

  it('is for merchants only', async () => {
    const customer = await signedIn(t, 'USER');
    expect(
      (await t.app.inject({ url: '/api/merchants/setup-state', headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/merchants/setup-state' })).statusCode).toBe(401);
  });
});

describe('GET /api/accounts/check/has-account/{merchantId}', () => {
  it('answers false for a caller without a connected payment account', async () => {
    const merchant = await signedIn(t);
    const response = await t.app.inject({
      url: `/api/accounts/check/has-account/${merchant.merchantId}`,
      headers: merchant.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('false');
  });

  it("answers 404 for another merchant's id, 403 for a customer, 401 without a token", async () => {
    const merchant = await signedIn(t);
    const other = await signedIn(t);
    const url = `/api/accounts/check/has-account/${other.merchantId}`;
    expect((await t.app.inject({ url, headers: merchant.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: (await signedIn(t, 'USER')).headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('extension points', () => {
  it('merges facts from later areas and asks the payment check', async () => {
    const extended = await createTestApp({
      deps: {
        setupContributors: [async () => ({ storeCount: 2, paymentConnected: true })],
        hasPaymentAccount: async () => true,
      },
    });
    try {
      const merchant = await signedIn(extended);
      const state = await extended.app.inject({
        url: '/api/merchants/setup-state',
        headers: merchant.headers,
      });
      expect(state.json()).toMatchObject({ storeCount: 2, paymentConnected: true, productCount: 0 });
      const check = await extended.app.inject({
        url: `/api/accounts/check/has-account/${merchant.merchantId}`,
        headers: merchant.headers,
      });
      expect(check.body).toBe('true');
    } finally {
      await extended.close();
    }
  });
});
