import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { push, reconnect } from './testing/fake-channel';
import {
  accepted,
  backend,
  calls,
  installOrdersScreenHarness,
  OrdersScreen,
  preparing,
  store,
  tab,
} from './testing/orders-screen-harness';
import { renderOrders } from './testing/render-orders';
import { sampleOrder } from './testing/sample-order';

// The real-time channel is stood in for: the tests play the server's messages.
vi.mock('../../lib/realtime/realtime-channel', () => import('./testing/fake-channel'));

installOrdersScreenHarness();

describe('the orders screen, live', () => {
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
    backend.active = [...backend.active, sampleOrder({ id: '10000000000000007707' })];
    await reconnect();
    expect(await screen.findByText('#7707')).toBeTruthy();
    expect(calls(path)).toHaveLength(2);
  });
});
