import { ERROR_MESSAGES } from '@perkdesk/contracts';
import { PASSWORD_MESSAGES } from '@perkdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../integrations/mail/outbox-mail';
import { bearer, createAccount, login, mailedToken, mailsTo, signedIn } from '../../test/account-fixtures';
import { createTestApp, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'Fresh#Pa55word';
const startReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/password/reset', payload: { email } });
const state = async (token: string) =>
  (await t.app.inject({ url: `/api/user/password/reset/${token}` })).json();
const reset = (token: string, password = NEW_PASSWORD, matchingPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/password/reset/${token}`,
    payload: { password, matchingPassword },
  });
const error = (code: keyof typeof ERROR_MESSAGES) => ({ status: 400, code, message: ERROR_MESSAGES[code] });

describe('POST /api/user/password/reset', () => {
  it('mails a one-hour reset link to a known account', async () => {
    const account = await createAccount(t);
    const response = await startReset(account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const [mail] = await mailsTo(t, account.email);
    expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_APP_ORIGIN}/user/reset-password\\?token=[\\w-]{43}$`));
  });

  it('answers {sent:true} for an unknown address and sends nothing', async () => {
    expect((await startReset('nobody@example.com')).json()).toEqual({ sent: true });
    expect(await listOutboxEmails(t.db, 'nobody@example.com')).toEqual([]);
  });

  it('accepts a form body', async () => {
    const account = await createAccount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(account.email)}`,
    });
    expect(response.json()).toEqual({ sent: true });
    expect(await mailsTo(t, account.email)).toHaveLength(1);
  });

  it('needs an email', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/password/reset', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { field: 'email', message: 'Please enter valid email address' },
    ]);
  });
});

describe('reset token state and new password', () => {
  it('sets the new password, revokes every session of the account, and uses up the token', async () => {
    const account = await signedIn(t);
    const otherDevice = await login(t, account.username);
    await startReset(account.email);
    const token = await mailedToken(t, account.email);
    expect(await state(token)).toEqual({ state: 'VALID' });

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await state(token)).toEqual({ state: 'USED' });
    expect((await reset(token)).json()).toEqual(error('RESET_TOKEN_USED'));

    for (const session of [account.session, otherDevice]) {
      expect(
        (await t.app.inject({ url: '/api/user/account-info', headers: bearer(session.access_token) }))
          .statusCode,
      ).toBe(401);
    }
    await expect(login(t, account.username)).rejects.toThrow(/400/);
    expect((await login(t, account.username, NEW_PASSWORD)).id).toBe(account.id);
  });

  it('expires after one hour', async () => {
    const account = await createAccount(t);
    await startReset(account.email);
    const token = await mailedToken(t, account.email);
    t.clock.advance(HOUR);
    expect(await state(token)).toEqual({ state: 'EXPIRED' });
    expect((await reset(token)).json()).toEqual(error('RESET_TOKEN_EXPIRED'));
  });

  it('treats unknown and replaced tokens as invalid', async () => {
    expect(await state('unknown')).toEqual({ state: 'INVALID' });
    expect((await reset('unknown')).json()).toEqual(error('RESET_TOKEN_INVALID'));
    const account = await createAccount(t);
    await startReset(account.email);
    const older = await mailedToken(t, account.email);
    await startReset(account.email);
    // The reset mails after its answer: wait for the newer link before looking at the older one.
    await expect.poll(() => mailedToken(t, account.email), { timeout: 5_000 }).not.toBe(older);
    expect(await state(older)).toEqual({ state: 'INVALID' });
    expect((await reset(older)).json()).toEqual(error('RESET_TOKEN_INVALID'));
  });

  it('checks the new password against the policy', async () => {
    const response = await reset('any-token', 'short', 'other');
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { field: 'password', message: PASSWORD_MESSAGES.length },
      { field: 'password', message: PASSWORD_MESSAGES.classes },
      { field: 'matchingPassword', message: PASSWORD_MESSAGES.mismatch },
    ]);
  });
});

describe('POST /api/user/password/verify', () => {
  const verify = (headers: Record<string, string>, password: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/password/verify', headers, payload: { password } });

  it('confirms the caller password for any role', async () => {
    for (const role of ['MERCHANT', 'USER'] as const) {
      const account = await signedIn(t, role);
      const response = await verify(account.headers, account.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true });
    }
  });

  it('refuses a wrong password, an empty one, and a missing token', async () => {
    const account = await signedIn(t);
    expect((await verify(account.headers, 'Wrong#Pa55')).json()).toEqual(error('BAD_CREDENTIALS'));
    expect((await verify(account.headers, '')).json().violations).toEqual([
      { field: 'password', message: 'Password is required.' },
    ]);
    expect((await verify({}, account.password)).statusCode).toBe(401);
  });
});

describe('GET /api/user/account-info', () => {
  it('describes the caller', async () => {
    const merchant = await signedIn(t);
    const response = await t.app.inject({ url: '/api/user/account-info', headers: merchant.headers });
    expect(response.json()).toEqual({
      id: merchant.id,
      username: merchant.username,
      email: merchant.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'MERCHANT',
      isMerchant: true,
      merchantID: merchant.merchantId,
      activated: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const customer = await signedIn(t, 'USER');
    const info = (await t.app.inject({ url: '/api/user/account-info', headers: customer.headers })).json();
    expect(info).toMatchObject({
      role: 'USER',
      isMerchant: false,
      merchantID: null,
      username: customer.email,
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/user/account-info' })).statusCode).toBe(401);
  });
});
