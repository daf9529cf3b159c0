import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedIn } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: refreshToken } });
const logout = (refreshToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/logout', payload: { refresh_token: refreshToken } });
const accountInfo = (accessToken: string) =>
  t.app.inject({ url: '/api/user/account-info', headers: bearer(accessToken) });
const tokenInvalid = { status: 401, code: 'TOKEN_INVALID', message: 'Invalid token' };

describe('POST /api/token/refresh', () => {
  it('returns a new pair and retires the presented refresh token', async () => {
    const merchant = await signedIn(t);
    t.clock.advance(1000);
    const response = await refresh(merchant.session.refresh_token);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(pair).toMatchObject({
      id: merchant.id,
      merchantID: merchant.merchantId,
      role: 'MERCHANT',
      expires_in: 900,
    });
    expect(pair.refresh_token).not.toBe(merchant.session.refresh_token);
    expect(pair.access_token).not.toBe(merchant.session.access_token);
    expect((await accountInfo(pair.access_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a retired token comes back', async () => {
    const merchant = await signedIn(t);
    const revoked: string[] = [];
    t.sessionEvents.on('revoked', (familyId) => revoked.push(familyId));
    const second = (await refresh(merchant.session.refresh_token)).json();

    const reuse = await refresh(merchant.session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(tokenInvalid);
    expect(revoked).toHaveLength(1);
    // Every token of the family is now refused: the newest refresh token and both access tokens.
    expect((await refresh(second.refresh_token)).json()).toEqual(tokenInvalid);
    for (const access of [merchant.session.access_token, second.access_token]) {
      const response = await accountInfo(access);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TOKEN_INVALID');
    }
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).json()).toEqual(tokenInvalid);
    const merchant = await signedIn(t);
    t.clock.advance(30 * 24 * 60 * 60 * 1000);
    expect((await refresh(merchant.session.refresh_token)).json()).toEqual(tokenInvalid);
  });

  it('needs a refresh_token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      violations: [{ field: 'refresh_token', message: 'refresh_token is required.' }],
    });
  });
});

describe('POST /api/logout', () => {
  it('revokes the family of the token, and is idempotent', async () => {
    const merchant = await signedIn(t);
    const first = await logout(merchant.session.refresh_token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({});
    expect((await logout(merchant.session.refresh_token)).json()).toEqual({});
    expect((await logout('never-issued')).json()).toEqual({});
    expect((await refresh(merchant.session.refresh_token)).statusCode).toBe(401);
    expect((await accountInfo(merchant.session.access_token)).statusCode).toBe(401);
  });

  it('needs a refresh_token', async () => {
    expect((await logout('')).statusCode).toBe(400);
  });
});
