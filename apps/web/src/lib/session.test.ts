import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuth, setAuth, signOut } from './session';
import { STORAGE_KEYS } from './storage-keys';

const fetchMock = vi.fn<typeof fetch>();
const loginResponse = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'Bearer' as const,
  expires_in: 900,
  id: '10000000000000000001',
  merchantID: '20000000000000000001',
  isMerchant: true,
  role: 'MERCHANT' as const,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('session', () => {
  it('stores the auth record in local storage and mirrors it in session storage', () => {
    setAuth(loginResponse, 'ann');
    const expected = {
      accessToken: 'access',
      refreshToken: 'refresh',
      merchantId: loginResponse.merchantID,
      username: 'ann',
    };
    expect(getAuth()).toEqual(expected);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.auth) ?? 'null')).toEqual(expected);
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('ann');
  });

  it('reads a damaged record as signed out', () => {
    localStorage.setItem(STORAGE_KEYS.auth, '{not json');
    expect(getAuth()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ accessToken: 1 }));
    expect(getAuth()).toBeNull();
  });

  it('signs out: clears the auth and the order-history columns, revokes the refresh token, goes to login', () => {
    setAuth(loginResponse, 'ann');
    localStorage.setItem(STORAGE_KEYS.orderHistoryColumns, '["id"]');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark.blue');
    const navigate = vi.fn();
    signOut(navigate);
    expect(getAuth()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.orderHistoryColumns)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark.blue');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/logout');
    expect(init?.body).toBe('{"refresh_token":"refresh"}');
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    setAuth(loginResponse, 'ann');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const navigate = vi.fn();
    signOut(navigate);
    await Promise.resolve();
    expect(getAuth()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });
});
