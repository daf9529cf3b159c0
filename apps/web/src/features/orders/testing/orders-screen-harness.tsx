import {
  activeOrdersResponseSchema,
  type MerchantOrder,
  merchantOrderSchema,
  passwordVerifyResponseSchema,
  type Store,
} from '@perkdesk/contracts';
import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { storesRoute } from '../../../testing/mocks/handlers';
import { requests } from '../../../testing/mocks/requests';
import { notFound, refuse, respond } from '../../../testing/mocks/respond';
import { server } from '../../../testing/mocks/server';
import { OrdersSidebar } from '../components/orders-sidebar';
import { OrdersScreenProvider } from '../orders-screen';
import { OrderDetailPage } from '../pages/order-detail-page';
import { stubClientHeight } from './render-orders';
import { sampleOrder, sampleStore } from './sample-order';

// The orders screen's routes: stores, active orders, the password check, the merchant actions
// (accept answers ACCEPTED, any other REFUNDED), one finished order and 404 for any other.

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
export const backend = { stores: [] as Store[], active: [] as MerchantOrder[] };
/** HTMLMediaElement.prototype.play, spied on: the new-order sound. */
export const sound = { play: vi.fn() };

const ordersRoutes = [
  storesRoute(() => backend.stores),
  http.get('/api/orders/active', () => respond(activeOrdersResponseSchema, backend.active)),
  http.post('/api/user/password/verify', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    return password === RIGHT_PASSWORD
      ? respond(passwordVerifyResponseSchema, { valid: true })
      : refuse(400, 'BAD_CREDENTIALS', 'Bad credentials');
  }),
  http.post('/api/orders/:storeId/:action/:orderId', ({ params }) => {
    const order = backend.active.find((candidate) => candidate.id === params.orderId);
    if (!order) return notFound();
    const next =
      params.action === 'accept' ? { serveStatus: 'ACCEPTED' as const } : { status: 'REFUNDED' as const };
    return respond(merchantOrderSchema, { ...order, ...next, lastUpdatedAt: '2026-03-10T14:10:00.000Z' });
  }),
  http.get(`/api/orders/${done.id}`, () => respond(merchantOrderSchema, done)),
  http.get('/api/orders/:id', () => notFound()),
];

/** Installs the stand-in server's routes, the sound spy and the clean-up around each test of the file. */
export function installOrdersScreenHarness() {
  let restoreHeight: () => void;
  beforeAll(() => {
    restoreHeight = stubClientHeight(600);
  });
  afterAll(() => restoreHeight());
  beforeEach(() => {
    sessionStorage.removeItem(STORAGE_KEYS.ordersStore);
    backend.stores = [store];
    backend.active = [accepted, preparing, fresh];
    server.use(...ordersRoutes);
    sound.play = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(sound.play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // Unmounted while play and pause are still stood in for.
    cleanup();
    vi.restoreAllMocks();
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
/** The requests to `path` (query string included), whatever their method. */
export const calls = (path: string) => requests.all().filter((request) => request.path === path);
export const cardNumbers = () =>
  screen.getAllByTestId('order-card').map((card) => card.textContent?.slice(0, 5));
