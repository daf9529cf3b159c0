import { notifications } from '@mantine/notifications';
import type { MerchantOrder, Store } from '@perkdesk/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeListener } from '../../lib/realtime/realtime-channel';
import { OrdersSidebar } from './components/orders-sidebar';
import { OrdersScreenProvider } from './orders-screen';
import { OrderDetailPage } from './pages/order-detail-page';
import { renderOrders, stubClientHeight } from './testing/render-orders';
import { sampleOrder, sampleStore } from './testing/sample-order';

const store = sampleStore();
const fresh = sampleOrder({ id: '10000000000000004101', paidAt: '2026-03-10T14:03:00.000Z' });
const accepted = sampleOrder({
  id: '10000000000000002203',
  serveStatus: 'ACCEPTED',
  paidAt: '2026-03-10T14:01:00.000Z',
});
const preparing = sampleOrder({
  id: '10000000000000003304',
  serveStatus: 'PREPARING',
  paidAt: '2026-03-10T14:02:00.000Z',
});

// The real-time channel, stood in for: the test plays the server's messages to the listeners.
const channel = vi.hoisted(() => ({ listeners: new Set<RealtimeListener>() }));
vi.mock('../../lib/realtime/realtime-channel', () => ({
  listenRealtime: (listener: RealtimeListener) => {
    channel.listeners.add(listener);
    return () => channel.listeners.delete(listener);
  },
}));
const push = (order: MerchantOrder) =>
  act(() => {
    for (const listener of channel.listeners) listener.onOrder?.(order);
  });
const reconnect = () =>
  act(() => {
    for (const listener of channel.listeners) listener.onConnected?.();
  });

const done = sampleOrder({ id: '10000000000000009999', status: 'COMPLETED', serveStatus: 'PICKUP' });

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let stores: Store[];
let active: MerchantOrder[];
let play: ReturnType<typeof vi.spyOn>;

let restoreHeight: () => void;
beforeAll(() => {
  restoreHeight = stubClientHeight(600);
});
afterAll(() => restoreHeight());

beforeEach(() => {
  stores = [store];
  active = [accepted, preparing, fresh];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/merchant-stores') return json(stores);
    if (url.startsWith('/api/orders/active?')) return json(active);
    if (url === '/api/user/password/verify') {
      const { password } = JSON.parse(String(init?.body));
      return password === 'Right#Pass1'
        ? json({ valid: true })
        : json({ status: 400, code: 'BAD_CREDENTIALS', message: 'Bad credentials' }, 400);
    }
    const action = url.match(/^\/api\/orders\/(\d+)\/([a-z-]+)\/(\d+)$/);
    if (action && init?.method === 'POST') {
      const order = active.find((candidate) => candidate.id === action[3]) as MerchantOrder;
      const next =
        action[2] === 'accept' ? { serveStatus: 'ACCEPTED' as const } : { status: 'REFUNDED' as const };
      return json({ ...order, ...next, lastUpdatedAt: '2026-03-10T14:10:00.000Z' });
    }
    if (url === `/api/orders/${done.id}`) return json(done);
    return json({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
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

function OrdersScreen() {
  return (
    <OrdersScreenProvider>
      <OrdersSidebar />
      <OrderDetailPage />
    </OrdersScreenProvider>
  );
}

const tab = (name: RegExp) => screen.getByRole('button', { name });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

describe('the orders screen', () => {
  it('takes the only store, counts the tabs, and rings while a new order waits', async () => {
    await renderOrders(<OrdersScreen />);
    expect(await screen.findByText('#4101')).toBeTruthy();
    expect(screen.getByTestId('orders-store').textContent).toBe('Queen West');
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/orders/active?storeId=${store.id}`)).toBe(true);
    expect(tab(/^New 1$/)).toBeTruthy();
    expect(tab(/^Accepted 1$/)).toBeTruthy();
    expect(tab(/^Preparing 1$/)).toBeTruthy();
    expect(tab(/^Ready 0$/)).toBeTruthy();
    // Newest paid first: the new order (14:03) above preparing (14:02) and accepted (14:01).
    const numbers = screen.getAllByTestId('order-card').map((card) => card.textContent?.slice(0, 5));
    expect(numbers).toEqual(['#4101', '#3304', '#2203']);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('opens the first order of a chosen tab, and clears the current order for an empty tab', async () => {
    const { router } = await renderOrders(<OrdersScreen />);
    await screen.findByText('#4101');
    fireEvent.click(tab(/^Preparing 1$/));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/app/orders/orders-main/${preparing.id}`),
    );
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Order #3304' })).toBeTruthy();
    fireEvent.click(tab(/^Ready 0$/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/orders/orders-main/main'));
    expect(screen.getByText('No orders in this tab.')).toBeTruthy();
  });

  it('searches on the last 4 characters', async () => {
    await renderOrders(<OrdersScreen />);
    await screen.findByText('#4101');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search orders' }), { target: { value: '22' } });
    expect(screen.getAllByTestId('order-card').map((card) => card.textContent?.slice(0, 5))).toEqual([
      '#2203',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search orders' }), { target: { value: '0000' } });
    expect(screen.getByText('No order ends with “0000”.')).toBeTruthy();
  });

  it('accepts a new order with the action its state allows', async () => {
    await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${fresh.id}`);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    const buttons = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Accept', 'Reject']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls(`/api/orders/${store.id}/accept/${fresh.id}`)).toHaveLength(1));
    // Accepted: the next step asks for a processing time.
    expect(await screen.findByRole('button', { name: 'Start preparing' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Processing time (minutes)' })).toBeTruthy();
    expect(tab(/^New 0$/)).toBeTruthy();
  });

  it('refuses to reject without a reason, then rejects with one and clears the order', async () => {
    const { router } = await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${fresh.id}`);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #4101' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await within(dialog).findByText('Please provide a reject reason')).toBeTruthy();
    expect(calls(`/api/orders/${store.id}/reject/${fresh.id}`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Out of oat milk  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/orders/orders-main/main'));
    const [, init] = calls(`/api/orders/${store.id}/reject/${fresh.id}`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ rejectMessage: 'Out of oat milk' });
    expect(screen.queryByText('#4101')).toBeNull();
  });

  it('merges orders from the real-time channel: new ones at the top with a notice, finished ones out', async () => {
    const { router } = await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${preparing.id}`);
    await screen.findByRole('heading', { name: 'Order #3304' });
    const arriving = sampleOrder({ id: '10000000000000005505', paidAt: '2026-03-10T14:09:00.000Z' });
    await push(arriving);
    expect(await screen.findByText('New order #5505')).toBeTruthy();
    expect(screen.getAllByTestId('order-card')[0]?.textContent).toContain('#5505');
    expect(tab(/^New 2$/)).toBeTruthy();
    // Another store's orders are not this screen's.
    await push(sampleOrder({ id: '10000000000000006606', storeId: '90000000000000000002' }));
    expect(screen.queryByText('#6606')).toBeNull();
    await push({ ...preparing, serveStatus: 'READY', lastUpdatedAt: '2026-03-10T14:20:00.000Z' });
    expect(await screen.findByText('Order #3304 was updated')).toBeTruthy();
    expect(tab(/^Ready 1$/)).toBeTruthy();
    await push({
      ...preparing,
      status: 'COMPLETED',
      serveStatus: 'PICKUP',
      lastUpdatedAt: '2026-03-10T14:30:00.000Z',
    });
    expect(await screen.findByText('Order #3304 was completed')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/orders/orders-main/main'));
    expect(screen.queryByText('#3304')).toBeNull();
    await push({
      ...accepted,
      status: 'REFUNDED',
      serveStatus: 'REJECTED',
      lastUpdatedAt: '2026-03-10T14:31:00.000Z',
    });
    expect(await screen.findByText('Order #2203 was rejected')).toBeTruthy();
  });

  it('re-reads the active orders after every reconnect', async () => {
    await renderOrders(<OrdersScreen />);
    await screen.findByText('#4101');
    const path = `/api/orders/active?storeId=${store.id}`;
    expect(calls(path)).toHaveLength(1);
    active = [...active, sampleOrder({ id: '10000000000000007707' })];
    await reconnect();
    expect(await screen.findByText('#7707')).toBeTruthy();
    expect(calls(path)).toHaveLength(2);
  });

  it("does not announce the merchant's own action when its echo arrives", async () => {
    await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${fresh.id}`);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Accept' }));
    await screen.findByRole('button', { name: 'Start preparing' });
    await push({ ...fresh, serveStatus: 'ACCEPTED', lastUpdatedAt: '2026-03-10T14:10:00.000Z' });
    expect(screen.queryByText('Order #4101 was updated')).toBeNull();
  });

  it('asks for a valid processing time before delivering, and a reason before cancelling', async () => {
    const delivery = sampleOrder({
      id: '10000000000000008808',
      serveType: 'DELIVERY',
      isPickup: null,
      serveStatus: 'READY',
    });
    active = [delivery];
    await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${delivery.id}`);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Out for delivery', 'Cancel order']);
    fireEvent.change(within(actions).getByRole('textbox', { name: 'Processing time (minutes)' }), {
      target: { value: '0' },
    });
    fireEvent.click(within(actions).getByRole('button', { name: 'Out for delivery' }));
    expect(await screen.findByText('Processing time must be 1 to 600 minutes.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #8808' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please provide a reject reason')).toBeTruthy();
  });

  it('refreshes the list when the title is clicked', async () => {
    await renderOrders(<OrdersScreen />);
    await screen.findByText('#4101');
    const path = `/api/orders/active?storeId=${store.id}`;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the order list' }));
    await waitFor(() => expect(calls(path)).toHaveLength(2));
  });

  it('clears a current order that is already completed', async () => {
    const { router } = await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${done.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/orders/orders-main/main'));
    expect(calls(`/api/orders/${done.id}`)).toHaveLength(1);
  });

  it('warns when the merchant has no store', async () => {
    stores = [];
    await renderOrders(<OrdersScreen />);
    expect(await screen.findByText('At least one store is required to process orders.')).toBeTruthy();
    expect(play).not.toHaveBeenCalled();
  });

  it('asks for a store and the password when there are several, and checks the password', async () => {
    stores = [store, sampleStore({ id: '90000000000000000002', name: 'Plateau' })];
    await renderOrders(<OrdersScreen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your store' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open orders' }));
    expect(await screen.findByText('Choose a store and enter your password.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Store' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Plateau' }));
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Wrong#Pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open orders' }));
    expect(await screen.findByText('Wrong credentials')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/orders/active'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Right#Pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open orders' }));
    await waitFor(() => expect(screen.getByTestId('orders-store').textContent).toBe('Plateau'));
    expect(calls('/api/orders/active?storeId=90000000000000000002')).toHaveLength(1);
  });
});
