import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requests } from '../../testing/mocks/requests';
import {
  accepted,
  backend,
  calls,
  cardNumbers,
  done,
  fresh,
  installOrdersScreenHarness,
  OrdersScreen,
  preparing,
  RIGHT_PASSWORD,
  sound,
  store,
  tab,
} from './testing/orders-screen-harness';
import { renderOrders } from './testing/render-orders';
import { sampleLine, sampleStore } from './testing/sample-order';

// The real-time channel is stood in for: the tests play the server's messages.
vi.mock('../../lib/realtime/realtime-channel', () => import('./testing/fake-channel'));

installOrdersScreenHarness();

describe('the orders screen', () => {
  it('takes the only store, counts the tabs, and rings while a new order waits', async () => {
    await renderOrders(<OrdersScreen />);
    expect(await screen.findByText('#4101')).toBeTruthy();
    expect(screen.getByTestId('orders-store').textContent).toBe('Queen West');
    expect(requests.all().some(({ path }) => path === `/api/orders/active?storeId=${store.id}`)).toBe(true);
    expect(tab(/^New 1$/)).toBeTruthy();
    expect(tab(/^Accepted 1$/)).toBeTruthy();
    expect(tab(/^Preparing 1$/)).toBeTruthy();
    expect(tab(/^Ready 0$/)).toBeTruthy();
    // Newest paid first: the new order (14:03) above preparing (14:02) and accepted (14:01).
    expect(cardNumbers()).toEqual(['#4101', '#3304', '#2203']);
    await waitFor(() => expect(sound.play).toHaveBeenCalledTimes(1));
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
    backend.stores = [];
    await renderOrders(<OrdersScreen />);
    expect(await screen.findByText('At least one store is required to process orders.')).toBeTruthy();
    expect(sound.play).not.toHaveBeenCalled();
  });

  it('asks for a store and the password when there are several, and checks the password', async () => {
    backend.stores = [store, sampleStore({ id: '90000000000000000002', name: 'Plateau' })];
    await renderOrders(<OrdersScreen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your store' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open orders' }));
    expect(await screen.findByText('Choose a store and enter your password.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Store' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Plateau' }));
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Wrong#Pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open orders' }));
    expect(await screen.findByText('Wrong credentials')).toBeTruthy();
    expect(requests.all().some(({ path }) => path.startsWith('/api/orders/active'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: RIGHT_PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open orders' }));
    await waitFor(() => expect(screen.getByTestId('orders-store').textContent).toBe('Plateau'));
    expect(calls('/api/orders/active?storeId=90000000000000000002')).toHaveLength(1);
  });

  it('remembers the chosen store for the tab, so a reload opens it without the password', async () => {
    backend.stores = [store, sampleStore({ id: '90000000000000000002', name: 'Plateau' })];
    await renderOrders(<OrdersScreen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your store' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Store' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Plateau' }));
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: RIGHT_PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open orders' }));
    await waitFor(() => expect(screen.getByTestId('orders-store').textContent).toBe('Plateau'));

    cleanup();
    await renderOrders(<OrdersScreen />);
    await waitFor(() => expect(screen.getByTestId('orders-store').textContent).toBe('Plateau'));
    expect(screen.queryByRole('dialog', { name: 'Choose your store' })).toBeNull();
  });

  it('shows the first items of each order and flags the one waiting too long', async () => {
    const waiting = { ...fresh, items: [sampleLine('Latte', 2), sampleLine('Croissant', 1)] };
    backend.active = [accepted, preparing, waiting];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-10T14:09:00.000Z'));
    await renderOrders(<OrdersScreen />);
    const card = (await screen.findByText('#4101')).closest('a') as HTMLElement;
    expect(card.textContent).toContain('2× Latte, 1× Croissant');
    // Paid 14:03, unanswered at 14:09: more than five minutes.
    expect(card.dataset.late).toBe('true');
    expect(card.textContent).toContain('waiting too long');
    vi.useRealTimers();
  });
});
