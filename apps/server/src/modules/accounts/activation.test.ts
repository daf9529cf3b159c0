import { ERROR_MESSAGES } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../integrations/mail/outbox-mail';
import { createAccount, mailedToken, PASSWORD, unique } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const error = (code: keyof typeof ERROR_MESSAGES) => ({ status: 400, code, message: ERROR_MESSAGES[code] });

/** Registers a merchant through the API and returns its id, e-mail and mailed activation token. */
async function register() {
  const username = unique('act');
  const email = `${username}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/registration',
    payload: {
      firstName: 'A',
      lastName: 'B',
      username,
      email,
      password: PASSWORD,
      matchingPassword: PASSWORD,
    },
  });
  return { id: response.json().id as string, email, username, token: await mailedToken(t, email) };
}

describe('GET /api/user/active/{token}', () => {
  it('activates once, then keeps answering ALREADY_ACTIVE for the same token', async () => {
    const account = await register();
    expect((await get(`/api/user/is-activated/${account.id}`)).json()).toBe(false);
    const first = await get(`/api/user/active/${account.token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: account.id, status: 'ACTIVATED' });
    expect((await get(`/api/user/is-activated/${account.id}`)).json()).toBe(true);
    t.clock.advance(2 * DAY);
    expect((await get(`/api/user/active/${account.token}`)).json()).toEqual({
      id: account.id,
      status: 'ALREADY_ACTIVE',
    });
  });

  it('answers ACTIVATION_TOKEN_INVALID for unknown and replaced tokens', async () => {
    expect((await get('/api/user/active/unknown-token')).json()).toEqual(error('ACTIVATION_TOKEN_INVALID'));
    expect((await get(`/api/user/active/${'x'.repeat(250)}`)).json()).toEqual(
      error('ACTIVATION_TOKEN_INVALID'),
    );
    const account = await register();
    await get(`/api/user/activation/resend/token/${account.token}`);
    const replaced = await get(`/api/user/active/${account.token}`);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toEqual(error('ACTIVATION_TOKEN_INVALID'));
    const fresh = await mailedToken(t, account.email);
    expect((await get(`/api/user/active/${fresh}`)).json().status).toBe('ACTIVATED');
  });

  it('answers ACTIVATION_TOKEN_EXPIRED after 24 hours', async () => {
    const [early, late] = [await register(), await register()];
    t.clock.advance(DAY - 1000);
    expect((await get(`/api/user/active/${early.token}`)).json().status).toBe('ACTIVATED');
    t.clock.advance(1000);
    const response = await get(`/api/user/active/${late.token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(error('ACTIVATION_TOKEN_EXPIRED'));
  });
});

describe('GET /api/user/activation/resend/token/{token}', () => {
  it('mails a new link from an expired one', async () => {
    const account = await register();
    t.clock.advance(2 * DAY);
    const response = await get(`/api/user/activation/resend/token/${account.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(await listOutboxEmails(t.db, account.email)).toHaveLength(2);
    const fresh = await mailedToken(t, account.email);
    expect((await get(`/api/user/active/${fresh}`)).json().status).toBe('ACTIVATED');
  });

  it('refuses unknown tokens and active accounts', async () => {
    expect((await get('/api/user/activation/resend/token/nope')).json()).toEqual(
      error('ACTIVATION_TOKEN_INVALID'),
    );
    const account = await register();
    await get(`/api/user/active/${account.token}`);
    const response = await get(`/api/user/activation/resend/token/${account.token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(error('ACCOUNT_ALREADY_ACTIVE'));
  });
});

describe('GET /api/user/activation/resend/email/{email}', () => {
  it('mails a new link and voids the older ones', async () => {
    const account = await register();
    const response = await get(
      `/api/user/activation/resend/email/${encodeURIComponent(account.email.toUpperCase())}`,
    );
    expect(response.json()).toEqual({ sent: true });
    expect((await get(`/api/user/active/${account.token}`)).json().code).toBe('ACTIVATION_TOKEN_INVALID');
  });

  it('accepts addresses longer than the default path parameter limit', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.example.com`;
    const response = await get(`/api/user/activation/resend/email/${long}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
  });

  it('answers {sent:true} for an unknown address, and ACCOUNT_ALREADY_ACTIVE for an active account', async () => {
    const unknown = await get('/api/user/activation/resend/email/nobody%40example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ sent: true });
    expect(await listOutboxEmails(t.db, 'nobody@example.com')).toHaveLength(0);
    const active = await createAccount(t);
    const response = await get(`/api/user/activation/resend/email/${active.email}`);
    expect(response.json()).toEqual(error('ACCOUNT_ALREADY_ACTIVE'));
  });
});

describe('GET /api/user/is-activated/{id}', () => {
  it('answers a bare boolean, and 404 for an unknown id', async () => {
    const inactive = await createAccount(t, { activated: false });
    const response = await get(`/api/user/is-activated/${inactive.id}`);
    expect(response.body).toBe('false');
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect((await get('/api/user/is-activated/12345678901234567890')).statusCode).toBe(404);
    expect((await get('/api/user/is-activated/abc')).statusCode).toBe(404);
  });
});
