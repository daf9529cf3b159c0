import { notifications } from '@mantine/notifications';
import type { MerchantOrder, Store } from '@perkdesk/contracts';
import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { OrdersSidebar } from '../components/orders-sidebar';
import { OrdersScreenProvider } from '../orders-screen';
import { OrderDetailPage } from '../pages/order-detail-page';
import { stubClientHeight } from './render-orders';
import { sampleOrder, sampleStore } from './sample-order';

// The orders screen against a stand-in server: GET stores and active orders, the password check,
// the merchant actions (accept answers ACCEPTED, any other action REFUNDED) and one finished order.

export const store = sampleStore();
export const fresh = sampleOrder({ id: '10000000000000004101', paidAt: '2026-03-10T14:03:00.000Z' });
export const accepted = sampleOrder({
  id: '10000000000000002203',
  serveStatus: 'ACCEPTED',
  paidAt: '2026-03-10T14:01:00.000Z',
});
export const preparing = sampleOrder({
  id: '10000000000000003304',
  serveStatus: 'PREPARING',
  paidAt: '2026-03-10T14:02:00.000Z',
});
export const done = sampleOrder({ id: '10000000000000009999', status: 'COMPLETED', serveStatus: 'PICKUP' });
export const RIGHT_PASSWORD = 'Right#Pass1';

/** What the stand-in server holds; tests change it before or during a render. */
export const server = { stores: [] as Store[], active: [] as MerchantOrder[] };
export const fetchMock = vi.fn<typeof fetch>();
/** HTMLMediaElement.prototype.play, spied on: the new-order sound. */
export const sound = { play: vi.fn() };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url === '/api/merchant-stores') return json(server.stores);
  if (url.startsWith('/api/orders/active?')) return json(server.active);
  if (url === '/api/user/password/verify') {
    const { password } = JSON.parse(String(init?.body));
    return password === RIGHT_PASSWORD
      ? json({ valid: true })
      : json({ status: 400, code: 'BAD_CREDENTIALS', message: 'Bad credentials' }, 400);
  }
  const action = url.match(/^\/api\/orders\/(\d+)\/([a-z-]+)\/(\d+)$/);
  if (action && init?.method === 'POST') {
    const order = server.active.find((candidate) => candidate.id === action[3]) as MerchantOrder;
    const next =
      action[2] === 'accept' ? { serveStatus: 'ACCEPTED' as const } : { status: 'REFUNDED' as const };
    return json({ ...order, ...next, lastUpdatedAt: '2026-03-10T14:10:00.000Z' });
  }
  if (url === `/api/orders/${done.id}`) return json(done);
  return json({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
}

/** Installs the stand-in server, the sound spy and the clean-up around each test of the file. */
export function installOrdersScreenHarness() {
  let restoreHeight: () => void;
  beforeAll(() => {
    restoreHeight = stubClientHeight(600);
  });
  afterAll(() => restoreHeight());
  beforeEach(() => {
    server.stores = [store];
    server.active = [accepted, preparing, fresh];
    fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
    sound.play = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(sound.play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // Notifications are one store for the page: each test starts without the last one's.
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });
}

/** The sidebar and the detail pane, as the orders layout composes them. */
export function OrdersScreen() {
  return (
    <OrdersScreenProvider>
      <OrdersSidebar />
      <OrderDetailPage />
    </OrdersScreenProvider>
  );
}

export const tab = (name: RegExp) => screen.getByRole('button', { name });
export const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);
export const cardNumbers = () =>
  screen.getAllByTestId('order-card').map((card) => card.textContent?.slice(0, 5));
