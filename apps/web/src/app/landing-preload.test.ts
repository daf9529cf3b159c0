import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../lib/api-client';
import { writeAuth } from '../lib/auth-store';
import { LANDING_READS_KEY } from '../lib/landing-reads';
import { type LandingRoute, preloadLanding } from './landing-preload';

const fetchMock = vi.fn<typeof fetch>();
const routes: LandingRoute[] = [
  {
    prefix: '/app/orders',
    modules: ['/assets/orders-layout.js', '/assets/order-detail-page.js'],
    styles: ['/assets/main-shell.css'],
    reads: [
      { path: '/api/merchant-stores' },
      { path: '/api/orders/active', query: { storeId: 'perkdesk.ordersStore' } },
    ],
  },
];

/** The function as the build writes it into the landing script: its source alone, run in the page. */
const runAsBuilt = (table: LandingRoute[]) =>
  new Function(`(${preloadLanding.toString()})(${JSON.stringify(table)});`)();

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const stores = () => new Response(JSON.stringify([]), { status: 200 });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => stores());
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[LANDING_READS_KEY];
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the landing script', () => {
  it('preloads the orders screen and sends its reads when signed in, and apiFetch takes them', async () => {
    window.history.replaceState(null, '', '/app/orders/orders-main/main');
    writeAuth({ accessToken: 'access-0', refreshToken: 'refresh-0', merchantId: '1', username: 'ann' });
    sessionStorage.setItem('perkdesk.ordersStore', '42');
    runAsBuilt(routes);

    expect(links()).toEqual([
      'modulepreload /assets/orders-layout.js',
      'modulepreload /assets/order-detail-page.js',
      'preload /assets/main-shell.css',
    ]);
    expect(urls()).toEqual(['/api/merchant-stores', '/api/orders/active?storeId=42']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer access-0');

    await expect(apiFetch('/api/merchant-stores')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next read asks the server again.
    await apiFetch('/api/merchant-stores');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does nothing on other pages, and sends no read when signed out or without a store', () => {
    window.history.replaceState(null, '', '/user/login');
    runAsBuilt(routes);
    expect(links()).toEqual([]);

    window.history.replaceState(null, '', '/app/orders');
    runAsBuilt(routes);
    expect(links()).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();

    writeAuth({ accessToken: 'access-0', refreshToken: 'refresh-0', merchantId: '1', username: 'ann' });
    runAsBuilt(routes);
    expect(urls()).toEqual(['/api/merchant-stores']);
  });

  it('is not used once the token has changed', async () => {
    window.history.replaceState(null, '', '/app/orders');
    writeAuth({ accessToken: 'access-0', refreshToken: 'refresh-0', merchantId: '1', username: 'ann' });
    runAsBuilt(routes);
    writeAuth({ accessToken: 'access-1', refreshToken: 'refresh-1', merchantId: '1', username: 'ann' });
    await apiFetch('/api/merchant-stores');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer access-1');
  });
});
