import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMail } from '../../integrations/mail/create-mail';
import type { MailPort } from '../../integrations/mail/mail-port';
import { MAIL_LIMITS } from '../../lib/mail-throttle';
import { createAccount, mailsTo, unique } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// E-mail cannot be used to probe accounts or to flood an inbox (issue 20): a password reset
// answers as fast for an unknown address as for a known one, and the routes that send e-mail are
// rate-limited per client address and per recipient.

let t: TestApp;
beforeAll(async () => {
  // An SMTP server that takes 300 ms per mail: a reset that waited for it would tell who has an account.
  let outbox: MailPort | undefined;
  const slowMail: MailPort = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await outbox?.send(message);
    },
  };
  t = await createTestApp({ deps: { mail: slowMail } });
  outbox = createMail({ config: t.config, db: t.db, clock: t.clock, log: t.app.log });
});
afterAll(() => t.close());

const reset = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/password/reset', payload: { email }, remoteAddress });

describe('password reset timing', () => {
  it('answers the same, as fast, whether the address has an account or not', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i++) {
      const account = await createAccount(t);
      for (const [kind, email] of [
        ['known', account.email],
        ['unknown', `${unique('ghost')}@example.com`],
      ] as const) {
        const started = performance.now();
        const response = await reset(email, `198.51.100.${i + 10}`);
        timings[kind].push(performance.now() - started);
        expect({ status: response.statusCode, body: response.body }).toEqual({
          status: 200,
          body: '{"sent":true}',
        });
      }
      expect(await mailsTo(t, account.email)).toHaveLength(1);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(100);
  });
});

describe('rate limits of the routes that send e-mail', () => {
  it(`refuses a recipient's ${MAIL_LIMITS.perRecipient + 1}th mail in the hour, from any address`, async () => {
    const email = `${unique('inbox')}@example.com`;
    for (let i = 0; i < MAIL_LIMITS.perRecipient; i++)
      expect((await reset(email, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    const refused = await reset(email, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(MAIL_LIMITS.windowMs);
    expect((await reset(email, '203.0.113.99')).statusCode).toBe(200);
  });

  it('refuses one address sending too many, registration and resend included', async () => {
    const address = '192.0.2.200';
    for (let i = 0; i < MAIL_LIMITS.perAddress; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/user/activation/resend/email/${unique('x')}@example.com`,
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      remoteAddress: address,
      payload: {
        name: 'Flood',
        email: `${unique('flood')}@example.com`,
        password: 'Good#Pa55word',
        matchingPassword: 'Good#Pa55word',
      },
    });
    expect(registration.statusCode).toBe(429);
    expect((await reset(`${unique('other')}@example.com`, address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await reset(`${unique('other')}@example.com`, '192.0.2.201')).statusCode).toBe(200);
  });
});
