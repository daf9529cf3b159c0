import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Session hardening (issue 20): token answers are never cached, the CSP lets the page talk to our
// origin only, and the outbox of activation and reset links never leaks outside development.

const OUTBOX = '/api/testing-support/emails';

describe('token answers and the CSP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks login and refresh answers Cache-Control: no-store', async () => {
    const merchant = await createAccount(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: merchant.username, password: PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: login.json().refresh_token },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: OUTBOX })).headers['cache-control']).toBe('no-store');
  });

  it('limits connect-src to our own origin: no socket to any host', async () => {
    const csp = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    expect(connect.trim().split(/\s+/).slice(1)).toEqual(["'self'", 'ws://app.perkdesk.test']);
  });
});

describe('the outbox', () => {
  it('does not exist on a production server', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await t.app.inject({ url: OUTBOX, remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });

  it('behind TRUST_PROXY, judges the client the proxy forwarded, never the proxy itself', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const viaProxy = (forwardedFor?: string) =>
        t.app.inject({
          url: OUTBOX,
          remoteAddress: '127.0.0.1',
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
      expect((await viaProxy('198.51.100.9')).statusCode).toBe(404);
      // The client wrote a loopback address itself; the proxy appended the real one.
      expect((await viaProxy('127.0.0.1, 198.51.100.9')).statusCode).toBe(404);
      // Relayed without saying for whom: the proxy's loopback address proves nothing.
      expect((await viaProxy()).statusCode).toBe(404);
      expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
