import { activeOrdersResponseSchema } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { jsonBody, requests } from '../../testing/mocks/requests';
import { refuse, respond } from '../../testing/mocks/respond';
import { server } from '../../testing/mocks/server';
import { push } from './testing/fake-channel';
import {
  backend,
  calls,
  fresh,
  installOrdersScreenHarness,
  OrdersScreen,
  store,
  tab,
} from './testing/orders-screen-harness';
import { renderOrders } from './testing/render-orders';
import { sampleOrder } from './testing/sample-order';

// The real-time channel is stood in for: the tests play the server's messages.
vi.mock('../../lib/realtime/realtime-channel', () => import('./testing/fake-channel'));

installOrdersScreenHarness();

describe('order actions on the orders screen', () => {
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

  it('shows the next step before the server answers, and puts the order back when it refuses', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(`/api/orders/${store.id}/accept/${fresh.id}`, async () => {
        await answered;
        return refuse(400, 'INVALID_STATUS', 'Invalid Status');
      }),
    );
    await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${fresh.id}`);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    // The list's re-read after the refusal is held: the order comes back without it.
    let reread: () => void = () => undefined;
    const rereading = new Promise<void>((resolve) => {
      reread = resolve;
    });
    server.use(
      http.get('/api/orders/active', async () => {
        await rereading;
        return respond(activeOrdersResponseSchema, backend.active);
      }),
    );
    fireEvent.click(within(actions).getByRole('button', { name: 'Accept' }));
    // Still waiting for the server: the card has left New and the next step shows, held until then.
    const next = await screen.findByRole('button', { name: 'Start preparing' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(tab(/^New 0$/)).toBeTruthy();
    expect(tab(/^Accepted 2$/)).toBeTruthy();
    answer();
    expect(await screen.findByText('Invalid Status')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start preparing' })).toBeNull();
    expect(tab(/^New 1$/)).toBeTruthy();
    reread();
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
    expect(await jsonBody(calls(`/api/orders/${store.id}/reject/${fresh.id}`)[0])).toEqual({
      rejectMessage: 'Out of oat milk',
    });
    expect(screen.queryByText('#4101')).toBeNull();
  });

  it('asks for a valid processing time before delivering, and a reason before cancelling', async () => {
    const delivery = sampleOrder({
      id: '10000000000000008808',
      serveType: 'DELIVERY',
      isPickup: null,
      serveStatus: 'READY',
    });
    backend.active = [delivery];
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
    expect(requests.all().some(({ method }) => method === 'POST')).toBe(false);
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #8808' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please provide a reject reason')).toBeTruthy();
  });

  it("does not announce the merchant's own action when its echo arrives", async () => {
    await renderOrders(<OrdersScreen />, `/app/orders/orders-main/${fresh.id}`);
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Accept' }));
    await screen.findByRole('button', { name: 'Start preparing' });
    await push({ ...fresh, serveStatus: 'ACCEPTED', lastUpdatedAt: '2026-03-10T14:10:00.000Z' });
    expect(screen.queryByText('Order #4101 was updated')).toBeNull();
  });
});
