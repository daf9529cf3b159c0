import { beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '../testing/msw';
import { ApiError, api } from './api';
import { initI18n } from './i18n';
import { getSession, signIn } from './session';

const login = (access: string, refresh: string) => ({
  access_token: access,
  refresh_token: refresh,
  token_type: 'Bearer',
  expires_in: 900,
  id: '11111111111111111111',
  role: 'USER',
});
const expired = () =>
  HttpResponse.json({ status: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' }, { status: 401 });

beforeEach(() => {
  initI18n('?lang=en', ['en']);
  signIn(login('old-access', 'old-refresh'));
});

describe('api()', () => {
  it('maps the contract error shape to an ApiError with code, message and violations', async () => {
    server.use(
      http.post('/api/user/registration', () =>
        HttpResponse.json(
          {
            status: 400,
            code: 'VALIDATION_FAILED',
            message: 'Passwords do not match.',
            violations: [{ field: 'matchingPassword', message: 'Passwords do not match.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await api('/api/user/registration', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Passwords do not match.',
      violations: [{ field: 'matchingPassword', message: 'Passwords do not match.' }],
    });
  });

  it('sends the bearer token and the Idempotency-Key', async () => {
    let seen: Headers | undefined;
    server.use(
      http.post('/api/orders', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: '1' });
      }),
    );
    await api('/api/orders', { method: 'POST', body: {}, idempotencyKey: 'key-1' });
    expect(seen?.get('authorization')).toBe('Bearer old-access');
    expect(seen?.get('idempotency-key')).toBe('key-1');
  });

  it('refreshes once for concurrent calls on TOKEN_EXPIRED, then retries with the new token', async () => {
    let refreshes = 0;
    server.use(
      http.post('/api/token/refresh', async ({ request }) => {
        refreshes += 1;
        expect(await request.json()).toEqual({ refresh_token: 'old-refresh' });
        return HttpResponse.json(login('new-access', 'new-refresh'));
      }),
      http.get('/api/user/profile', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: 1 })
          : expired(),
      ),
    );
    const results = await Promise.all([
      api('/api/user/profile'),
      api('/api/user/profile'),
      api('/api/user/profile'),
    ]);
    expect(results).toEqual([{ ok: 1 }, { ok: 1 }, { ok: 1 }]);
    expect(refreshes).toBe(1);
    expect(getSession()?.accessToken).toBe('new-access');
    expect(getSession()?.refreshToken).toBe('new-refresh');
  });

  it('signs out when the refresh is refused, and throws the 401', async () => {
    server.use(
      http.post('/api/token/refresh', () =>
        HttpResponse.json({ status: 401, code: 'TOKEN_INVALID', message: 'Invalid token' }, { status: 401 }),
      ),
      http.get('/api/user/profile', expired),
    );
    const error = await api('/api/user/profile').catch((e) => e);
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(getSession()).toBeNull();
  });

  it('does not refresh on other 401s', async () => {
    let refreshed = false;
    server.use(
      http.post('/api/token/refresh', () => {
        refreshed = true;
        return HttpResponse.json(login('x', 'y'));
      }),
      http.get('/api/user/profile', () =>
        HttpResponse.json({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await expect(api('/api/user/profile')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(refreshed).toBe(false);
  });

  it('reports an unreachable server as NETWORK_ERROR in the page language', async () => {
    server.use(http.get('/api/health', () => HttpResponse.error()));
    await expect(api('/api/health')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'You appear to be offline. Check your connection and try again.',
    });
  });
});
