import {
  EMAIL_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  REFERRAL_NOT_FOUND_MESSAGE,
  USERNAME_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from '@perkdesk/contracts';
import { PASSWORD_MESSAGES, PHONE_MESSAGE } from '@perkdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, users } from '../../db/schema/index';
import { listOutboxEmails } from '../../integrations/mail/outbox-mail';
import { createAccount, PASSWORD, unique } from '../../test/account-fixtures';
import { createTestApp, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const merchantBody = (overrides: Record<string, unknown> = {}) => {
  const username = unique('shop');
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    matchingPassword: PASSWORD,
    ...overrides,
  };
};
const customerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: `${unique('cust')}@example.com`,
  password: PASSWORD,
  matchingPassword: PASSWORD,
  ...overrides,
});
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/merchant/registration', () => {
  it('creates an inactive merchant account with its merchant row and mails the activation link', async () => {
    const body = merchantBody({ firstName: '  Ada ', email: '  Shop@Example.com ' });
    body.email = `  ${body.username}@Example.com `;
    const response = await post('/api/merchant/registration', body);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^\d{20,}$/),
      username: body.username,
      email: `${body.username}@Example.com`,
      activated: false,
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(user).toMatchObject({ role: 'MERCHANT', firstName: 'Ada', activated: false });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.ownerUserId, created.id));
    expect(merchant?.id).toBe(user?.merchantId);

    const [mail] = await listOutboxEmails(t.db, created.email);
    expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_APP_ORIGIN}/user/active_account\\?token=[\\w-]{43}$`));
    expect(mail?.text).toContain(mail?.links[0]);
  });

  it('answers every failed field with its message, and every failed password rule', async () => {
    const response = await post('/api/merchant/registration', {
      firstName: '',
      username: 'a b',
      email: 'nope',
      password: 'abc',
      matchingPassword: 'abd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'First name is required.',
      violations: [
        { field: 'firstName', message: 'First name is required.' },
        { field: 'lastName', message: 'Last name is required.' },
        { field: 'username', message: USERNAME_MESSAGE },
        { field: 'email', message: EMAIL_MESSAGE },
        { field: 'password', message: PASSWORD_MESSAGES.length },
        { field: 'password', message: PASSWORD_MESSAGES.classes },
        { field: 'password', message: PASSWORD_MESSAGES.sequence },
        { field: 'matchingPassword', message: PASSWORD_MESSAGES.mismatch },
      ],
    });
  });

  it('refuses a taken username or e-mail regardless of case', async () => {
    const first = merchantBody();
    expect((await post('/api/merchant/registration', first)).statusCode).toBe(200);
    const response = await post(
      '/api/merchant/registration',
      merchantBody({ username: first.username.toUpperCase(), email: first.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: USERNAME_TAKEN_MESSAGE,
      violations: [
        { field: 'username', message: USERNAME_TAKEN_MESSAGE },
        { field: 'email', message: EMAIL_TAKEN_MESSAGE },
      ],
    });
  });

  it('lets the unique index decide between two registrations racing for one username', async () => {
    const username = unique('race');
    const responses = await Promise.all(
      [1, 2].map((n) =>
        post('/api/merchant/registration', merchantBody({ username, email: `${username}${n}@example.com` })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = responses.find((response) => response.statusCode === 400);
    expect(refused?.json().violations).toEqual([{ field: 'username', message: USERNAME_TAKEN_MESSAGE }]);
  });
});

describe('POST /api/user/registration', () => {
  it('creates a customer whose username is the e-mail', async () => {
    const referrer = await createAccount(t, { role: 'USER' });
    const body = customerBody({ phone: '+14165550199', referralUserId: referrer.id });
    const response = await post('/api/user/registration', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: body.email, email: body.email, activated: false });
    const [user] = await t.db.select().from(users).where(eq(users.id, response.json().id));
    expect(user).toMatchObject({
      role: 'USER',
      name: 'Grace Hopper',
      phone: '+14165550199',
      merchantId: null,
    });
    expect(user?.referralUserId).toBe(referrer.id);
    expect(await listOutboxEmails(t.db, body.email)).toHaveLength(1);
  });

  it('treats empty optional fields as null', async () => {
    const response = await post('/api/user/registration', customerBody({ phone: '', referralUserId: '' }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses bad fields with their messages', async () => {
    const response = await post('/api/user/registration', {
      ...customerBody({ name: ' ', phone: '4165550199', referralUserId: 'x' }),
      password: 'Good#Pa55word',
      matchingPassword: 'Other#Pa55word',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'phone', message: PHONE_MESSAGE },
      { field: 'referralUserId', message: 'Invalid id.' },
      { field: 'matchingPassword', message: PASSWORD_MESSAGES.mismatch },
    ]);
  });

  it('refuses an unknown referral user, or one that is not a customer', async () => {
    const merchant = await createAccount(t, { role: 'MERCHANT' });
    for (const referralUserId of ['12345678901234567890', merchant.id]) {
      const response = await post('/api/user/registration', customerBody({ referralUserId }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: REFERRAL_NOT_FOUND_MESSAGE,
        violations: [{ field: 'referralUserId', message: REFERRAL_NOT_FOUND_MESSAGE }],
      });
    }
  });

  it('refuses an e-mail that an account already has, on the email field', async () => {
    const existing = await createAccount(t, { role: 'MERCHANT' });
    const response = await post(
      '/api/user/registration',
      customerBody({ email: existing.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
  });
});

describe('when the mail server fails', () => {
  it('keeps the registration: the user can ask for the link again', async () => {
    const failing = await createTestApp({
      deps: {
        mail: {
          send: async () => {
            throw new Error('SMTP down');
          },
        },
      },
    });
    try {
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/merchant/registration',
        payload: merchantBody(),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
