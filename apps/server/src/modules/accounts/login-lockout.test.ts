import { LOGIN_THROTTLED_MESSAGE } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../integrations/mail/outbox-mail';
import { createAccount, PASSWORD } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Login throttling that cannot be turned against a merchant (issue 20): failures lock the
// (account, address) pair and the address, never the account itself; many failures from
// everywhere warn the owner by e-mail.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

describe('login lockout per account and address', () => {
  it('refuses the 11th attempt from the failing address, and admits the owner from another one', async () => {
    const merchant = await createAccount(t);
    for (let i = 0; i < 10; i++)
      expect((await login(merchant.username, 'Wrong#Pa55', '198.51.100.1')).statusCode).toBe(400);
    const locked = await login(merchant.username, PASSWORD, '198.51.100.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: LOGIN_THROTTLED_MESSAGE,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // The merchant at its own counter, with no recent failures there, signs in.
    expect((await login(merchant.email, PASSWORD, '203.0.113.50')).statusCode).toBe(200);
    // The attacker's address stays locked for this account.
    expect((await login(merchant.username, 'Wrong#Pa55', '198.51.100.1')).statusCode).toBe(429);
  });

  it('sends the owner one notice after many failures from many addresses, without locking it out', async () => {
    const merchant = await createAccount(t);
    for (let address = 1; address <= 10; address++)
      for (let i = 0; i < 5; i++) await login(merchant.username, 'Wrong#Pa55', `192.0.2.${address}`);
    const notices = (await listOutboxEmails(t.db, merchant.email)).filter((mail) =>
      mail.subject.includes('Unusual sign-in attempts'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('50 times');
    // More failures in the same window do not send a second one.
    for (let i = 0; i < 3; i++) await login(merchant.username, 'Wrong#Pa55', '192.0.2.77');
    expect(
      (await listOutboxEmails(t.db, merchant.email)).filter((mail) => mail.subject.includes('Unusual')),
    ).toHaveLength(1);
    expect((await login(merchant.username, PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  }, 90_000);
});
