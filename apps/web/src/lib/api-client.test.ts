import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';
import { setAuthNavigator } from './auth-navigation';
import { getAuth, writeAuth } from './auth-store';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const show = vi.mocked(notifications.show);
const navigate = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errorBody = (status: number, code: string, message: string, violations?: unknown[]) =>
  json(status, { status, code, message, ...(violations ? { violations } : {}) });
const loginResponse = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  id: '10000000000000000001',
  merchantID: '20000000000000000001',
  isMerchant: true,
  role: 'MERCHANT',
});

const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
const urlOf = (call: number) => fetchMock.mock.calls[call]?.[0];
const shownMessages = () => show.mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAuthNavigator(navigate);
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/app/orders');
  writeAuth({ accessToken: 'access-0', refreshToken: 'refresh-0', merchantId: '1', username: 'ann' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  show.mockReset();
  navigate.mockReset();
});

describe('apiFetch', () => {
  it('sends the bearer token and the service name, and parses JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 1 }));
    await expect(apiFetch('/api/stores', { serviceName: 'merchant-dashboard' })).resolves.toEqual({ id: 1 });
    expect(headersOf(0).get('authorization')).toBe('Bearer access-0');
    expect(headersOf(0).get('x-service-name')).toBe('merchant-dashboard');
  });

  it('defaults the service name to core-deal-service and sends JSON bodies', async () => {
    fetchMock.mockResolvedValueOnce(json(200, true));
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toBe(true);
    expect(headersOf(0).get('x-service-name')).toBe('core-deal-service');
    expect(headersOf(0).get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
  });

  it('sends FormData without a content type and reads a bare string', async () => {
    fetchMock.mockResolvedValueOnce(json(200, 'https://x/files/a.png'));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await expect(apiFetch('/api/user/profile/avatar', { method: 'POST', body: form })).resolves.toBe(
      'https://x/files/a.png',
    );
    expect(headersOf(0).get('content-type')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });

  it('refreshes once on 401, stores the new pair and retries', async () => {
    fetchMock
      .mockResolvedValueOnce(errorBody(401, 'TOKEN_EXPIRED', 'Token expired'))
      .mockResolvedValueOnce(json(200, loginResponse(1)))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiFetch('/api/orders/merchant/count')).resolves.toEqual({ ok: true });
    expect(urlOf(1)).toBe('/api/token/refresh');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"refresh_token":"refresh-0"}');
    expect(headersOf(2).get('authorization')).toBe('Bearer access-1');
    expect(getAuth()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', username: 'ann' });
    expect(show).not.toHaveBeenCalled();
  });

  it('signs out and goes to login when the retry is answered 401 again', async () => {
    sessionStorage.setItem('other', 'x');
    fetchMock
      .mockResolvedValueOnce(errorBody(401, 'TOKEN_EXPIRED', 'Token expired'))
      .mockResolvedValueOnce(json(200, loginResponse(1)))
      .mockResolvedValueOnce(errorBody(401, 'UNAUTHORIZED', 'Unauthorized'));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getAuth()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fapp%2Forders');
    expect(show).not.toHaveBeenCalled();
  });

  it('signs out when the refresh itself is refused', async () => {
    fetchMock
      .mockResolvedValueOnce(errorBody(401, 'TOKEN_EXPIRED', 'Token expired'))
      .mockResolvedValueOnce(errorBody(401, 'TOKEN_INVALID', 'Invalid token'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(getAuth()).toBeNull();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('does not refresh a 401 answered to the login, and stays on an account page', async () => {
    window.history.replaceState(null, '', '/user/login');
    fetchMock.mockResolvedValueOnce(errorBody(401, 'UNAUTHORIZED', 'Unauthorized'));
    await expect(apiFetch('/api/login', { method: 'POST', body: {}, silent: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(getAuth()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let release: (response: Response) => void = () => undefined;
    const refreshAnswer = new Promise<Response>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (input === '/api/token/refresh') return refreshAnswer;
      const token = new Headers(init?.headers).get('authorization');
      return token === 'Bearer access-1'
        ? json(200, input)
        : errorBody(401, 'TOKEN_EXPIRED', 'Token expired');
    });
    const calls = [apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')];
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/token/refresh')).toHaveLength(1),
    );
    release(json(200, loginResponse(1)));
    await expect(Promise.all(calls)).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/token/refresh')).toHaveLength(1);
  });

  it('rejects 403 without a notification', async () => {
    fetchMock.mockResolvedValueOnce(errorBody(403, 'FORBIDDEN', 'Forbidden'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(show).not.toHaveBeenCalled();
  });

  it('rejects 404 silently', async () => {
    fetchMock.mockResolvedValueOnce(errorBody(404, 'NOT_FOUND', 'Not found.'));
    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows a persistent "Error" notification on 503', async () => {
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(show).toHaveBeenCalledOnce();
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      title: 'Error',
      message: 'Service is unavailable. Please try again later',
      autoClose: false,
    });
  });

  it('shows one failure notification per violation', async () => {
    const violations = [
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Please enter valid email address' },
    ];
    fetchMock.mockResolvedValueOnce(errorBody(400, 'VALIDATION_FAILED', 'Name is required.', violations));
    const error = (await apiFetch('/api/x', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.body?.violations).toEqual(violations);
    expect(shownMessages()).toEqual(['Name is required.', 'Please enter valid email address']);
    expect(show.mock.calls.every(([toast]) => toast.autoClose === false && toast.color === 'red')).toBe(true);
  });

  it('shows the message of an error body', async () => {
    fetchMock.mockResolvedValueOnce(errorBody(400, 'ENTITY_DELETED', 'This item has been deleted.'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 400 });
    expect(shownMessages()).toEqual(['This item has been deleted.']);
  });

  it('lets code 221 pass silently', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { status: 400, code: '221', message: 'legacy' }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 400 });
    expect(show).not.toHaveBeenCalled();
  });

  it('shows "Server internal error." for anything else', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, body: null });
    await expect(apiFetch('/api/y')).rejects.toMatchObject({ status: 0 });
    expect(shownMessages()).toEqual(['Server internal error.', 'Server internal error.']);
  });

  it('rejects an answer that breaks the contract schema as a server error', async () => {
    const { z } = await import('zod');
    fetchMock.mockResolvedValueOnce(json(200, { id: 'x' }));
    await expect(apiFetch('/api/x', { schema: z.object({ id: z.number() }) })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(shownMessages()).toEqual(['Server internal error.']);
  });

  it('passes an aborted request through without a notification', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
    expect(show).not.toHaveBeenCalled();
  });

  it('skips notifications when silent', async () => {
    fetchMock.mockResolvedValueOnce(errorBody(400, 'BAD_CREDENTIALS', 'Bad credentials'));
    await expect(apiFetch('/api/login', { method: 'POST', silent: true })).rejects.toMatchObject({
      code: 'BAD_CREDENTIALS',
    });
    expect(show).not.toHaveBeenCalled();
  });
});
