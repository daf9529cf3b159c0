import { ERROR_MESSAGES } from '@perkdesk/contracts';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../lib/access-tokens';
import { systemClock } from '../lib/clock';
import { bearer, login, signedIn } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerAuth } from './auth';
import { createSessionEvents, createSessionRevoker } from './session-revoker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountInfo = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/user/account-info', headers });

describe('auth plugin', () => {
  it('refuses to start when an /api route declares no access rule', async () => {
    const app = Fastify();
    const sessions = createSessionRevoker({ db: t.db, clock: systemClock, events: createSessionEvents() });
    registerAuth(app, { accessTokens: createAccessTokens('x'.repeat(40), systemClock), sessions });
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/declares no config.access/);
    app.get('/outside-api', async () => 'fine');
    await app.close();
  });

  it('answers 401 UNAUTHORIZED without a token, with a malformed one, or a foreign signature', async () => {
    const foreign = await new SignJWT({ role: 'MERCHANT', merchantId: null, sid: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: 'Basic abc' },
      bearer(foreign),
    ]) {
      const response = await accountInfo(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: ERROR_MESSAGES.UNAUTHORIZED,
      });
    }
  });

  it('answers 401 TOKEN_EXPIRED after 15 minutes', async () => {
    const merchant = await signedIn(t);
    t.clock.advance(14 * 60_000);
    expect((await accountInfo(merchant.headers)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const response = await accountInfo(merchant.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('puts the caller on the request', async () => {
    const merchant = await signedIn(t);
    const response = await accountInfo(merchant.headers);
    expect(response.json()).toMatchObject({
      id: merchant.id,
      merchantID: merchant.merchantId,
      role: 'MERCHANT',
    });
  });

  it('refuses a wrong role with 403 FORBIDDEN', async () => {
    const customer = await signedIn(t, 'USER');
    const merchant = await signedIn(t, 'MERCHANT');
    const onMerchantRoute = await t.app.inject({
      url: '/api/merchants/setup-state',
      headers: customer.headers,
    });
    expect(onMerchantRoute.statusCode).toBe(403);
    expect(onMerchantRoute.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: ERROR_MESSAGES.FORBIDDEN,
    });
    const onCustomerRoute = await t.app.inject({ url: '/api/user/referral', headers: merchant.headers });
    expect(onCustomerRoute.statusCode).toBe(403);
  });

  it('refuses the access tokens of a revoked family and announces the revocation', async () => {
    const merchant = await signedIn(t);
    const revoked: string[] = [];
    t.sessionEvents.on('revoked', (familyId) => revoked.push(familyId));
    const other = await login(t, merchant.username);
    // Checked live first: a family remembered live is forgotten at its revocation.
    expect((await accountInfo(merchant.headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refresh_token: merchant.session.refresh_token },
    });

    const response = await accountInfo(merchant.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_INVALID');
    expect(revoked).toHaveLength(1);
    // Another login of the same account is another family, still live.
    expect((await accountInfo(bearer(other.access_token))).statusCode).toBe(200);
  });

  it('leaves public routes, non-API paths and unknown routes alone', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/health' })).statusCode).toBe(405);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('marks the routes that need a token in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(paths['/api/user/account-info'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/login'].post.security).toBeUndefined();
  });
});
