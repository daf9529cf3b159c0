import { LOGIN_THROTTLED_MESSAGE, loginResponseSchema } from '@perkdesk/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { createAccount, PASSWORD } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });
const badCredentials = { status: 400, code: 'BAD_CREDENTIALS', message: 'Bad credentials' };

describe('POST /api/login', () => {
  it('signs a merchant in by username, with the contract login response and token claims', async () => {
    const merchant = await createAccount(t);
    const response = await login({ username: merchant.username, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      id: merchant.id,
      merchantID: merchant.merchantId,
      isMerchant: true,
      role: 'MERCHANT',
    });
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: merchant.id, role: 'MERCHANT', merchantId: merchant.merchantId });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(typeof claims.sid).toBe('string');
  });

  it('accepts the e-mail instead of the username, in any case', async () => {
    const merchant = await createAccount(t);
    expect((await login({ username: merchant.email.toUpperCase(), password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect(
      (await login({ username: ` ${merchant.username.toUpperCase()} `, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('signs a customer in with merchantID null', async () => {
    const customer = await createAccount(t, { role: 'USER' });
    const response = await login({ username: customer.email, password: PASSWORD });
    expect(response.json()).toMatchObject({ merchantID: null, isMerchant: false, role: 'USER' });
  });

  it('refuses a customer on the merchant portal exactly like a wrong password', async () => {
    const customer = await createAccount(t, { role: 'USER' });
    const response = await login({ username: customer.email, password: PASSWORD, portal: 'MERCHANT' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badCredentials);
  });

  it('refuses a wrong password and an unknown account with BAD_CREDENTIALS', async () => {
    const merchant = await createAccount(t);
    expect((await login({ username: merchant.username, password: 'Wrong#Pa55' })).json()).toEqual(
      badCredentials,
    );
    expect((await login({ username: 'nobody-at-all', password: PASSWORD })).json()).toEqual(badCredentials);
  });

  it('refuses an inactive account after checking its password', async () => {
    const inactive = await createAccount(t, { activated: false });
    const response = await login({ username: inactive.username, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'ACCOUNT_NOT_ACTIVATED',
      message: 'Account is not activated.',
    });
    expect((await login({ username: inactive.username, password: 'Wrong#Pa55' })).json()).toEqual(
      badCredentials,
    );
  });

  it('needs a username and a password', async () => {
    const response = await login({ username: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Specify your username and password',
      violations: [
        { field: 'username', message: 'Specify your username and password' },
        { field: 'password', message: 'Specify your username and password' },
      ],
    });
  });

  it('refuses malformed JSON with BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});

describe('login throttling', () => {
  const fail = (username: string, remoteAddress?: string) =>
    login({ username, password: 'Wrong#Pa55' }, remoteAddress);

  it('answers 429 with Retry-After after 10 failures for a username, even with the right password', async () => {
    const merchant = await createAccount(t);
    for (let i = 0; i < 10; i++) expect((await fail(merchant.username)).statusCode).toBe(400);
    const locked = await login({ username: merchant.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: LOGIN_THROTTLED_MESSAGE,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);

    // A password reset still works while locked.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { email: merchant.email },
    });
    expect(reset.json()).toEqual({ sent: true });

    t.clock.advance(15 * 60_000);
    expect((await login({ username: merchant.username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('resets the username count on a successful login', async () => {
    const merchant = await createAccount(t);
    for (let i = 0; i < 9; i++) await fail(merchant.username);
    expect((await login({ username: merchant.username, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await fail(merchant.username)).statusCode).toBe(400);
    expect((await login({ username: merchant.username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts unknown usernames too', async () => {
    for (let i = 0; i < 10; i++) await fail('ghost-user', '10.0.0.9');
    expect((await fail('GHOST-USER', '10.0.0.9')).statusCode).toBe(429);
  });

  it('answers 429 after 100 failures from one client address, whatever the username', async () => {
    const address = '203.0.113.7';
    const now = t.clock.now();
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: 99 }, () => ({ id: newId(), key: `address:${address}`, failedAt: now })));
    const merchant = await createAccount(t);
    expect((await fail('someone-else', address)).statusCode).toBe(400);
    const locked = await login({ username: merchant.username, password: PASSWORD }, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    // Other addresses are not affected.
    expect((await login({ username: merchant.username, password: PASSWORD }, '203.0.113.8')).statusCode).toBe(
      200,
    );
  });
});

describe('client address behind a proxy (TRUST_PROXY=1)', () => {
  it('counts the address our proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.9' },
        payload: { username: 'nobody', password: 'Wrong#Pa55' },
      });
      const keys = (await proxied.db.select().from(loginFailures)).map((row) => row.key);
      expect(keys).toContain('address:198.51.100.9');
    } finally {
      await proxied.close();
    }
  });
});
