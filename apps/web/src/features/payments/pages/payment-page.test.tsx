import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_ACCOUNT_QUERY_KEY } from '../../../lib/payment-account-query';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { MERCHANT_ID, paymentRoutes, paymentState, resetPaymentState } from '../testing/payment-server';
import { PaymentPage } from './payment-page';

// Setup → Payment against a stand-in payment server (contract §11): the sandbox account, not
// connected until the test connects it.

serveInEveryTest(...paymentRoutes);
beforeEach(resetPaymentState);
afterEach(() => vi.restoreAllMocks());

const PATH = '/app/setup/payment';
const DASHBOARD = '/app/setup/payment/sandbox-dashboard';
const renderPage = (query = '') =>
  renderScreen(<PaymentPage />, `${PATH}${query}`, {
    namespaces: ['components', 'payments'],
    elsewhere: [DASHBOARD],
  });
const flag = () => localStorage.getItem(STORAGE_KEYS.cardProviderConnected);
const bannerState = (queryClient: QueryClient) =>
  queryClient.getQueryData([...PAYMENT_ACCOUNT_QUERY_KEY, MERCHANT_ID]);
const CONNECTION_FAILED =
  'There was an error connecting your account. Please try again later, and contact support if it persists.';

describe('Payment', () => {
  it('shows the sandbox account not connected, and connects it at once', async () => {
    const { queryClient } = await renderPage();
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(screen.getAllByText('Sandbox').length).toBeGreaterThan(0);
    expect(screen.getByText(/connecting is instant, payments are simulated/)).toBeTruthy();
    expect(flag()).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Connect payment account' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(await screen.findByText('Your payment account is connected.')).toBeTruthy();
    const [onboarding] = requests
      .all()
      .filter((request) => request.path.startsWith('/api/accounts/onboarding-link'));
    expect(new URL(onboarding?.path ?? '', window.location.origin).searchParams.get('returnUrl')).toBe(
      `${window.location.origin}${PATH}`,
    );
    // The banner's query and the stored flag follow at once.
    expect(flag()).toBe('true');
    expect(bannerState(queryClient)).toBe(true);
    expect(screen.getByRole('button', { name: 'View dashboard' })).toBeTruthy();
  });

  it('shows the connection failure message when onboarding fails', async () => {
    paymentState.onboardingFails = true;
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect payment account' }));
    expect(await screen.findByText(CONNECTION_FAILED)).toBeTruthy();
    expect(screen.getByText('Connection failed')).toBeTruthy();
    expect(screen.getByText('Not connected')).toBeTruthy();
  });

  it('asks before disconnecting, and shows the refusal while orders are in progress', async () => {
    paymentState.connected = true;
    paymentState.ordersInProgress = true;
    const { queryClient } = await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the payment account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Orders in progress must be finished first.')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(requests.to('/api/accounts/merchant', 'DELETE')).toHaveLength(1);

    // The orders are finished: the second try disconnects, and the banner comes back.
    paymentState.ordersInProgress = false;
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(screen.getByText('Your payment account is disconnected.')).toBeTruthy();
    expect(screen.queryByText('Orders in progress must be finished first.')).toBeNull();
    expect(flag()).toBe('false');
    expect(bannerState(queryClient)).toBe(false);
  });

  it('keeps the account when the confirmation is declined', async () => {
    paymentState.connected = true;
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.to('/api/accounts/merchant', 'DELETE')).toHaveLength(0);
  });

  it("opens the sandbox's dashboard in the app", async () => {
    paymentState.connected = true;
    const open = vi.spyOn(window, 'open');
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View dashboard' }));
    expect(await screen.findByText('landed on another page')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it("opens Stripe's dashboard in a new window", async () => {
    paymentState.provider = 'stripe';
    paymentState.connected = true;
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    await renderPage();
    expect(await screen.findByText('Stripe')).toBeTruthy();
    expect(screen.queryByText('Sandbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View dashboard' }));
    await waitFor(() => expect(opened.location.href).toBe('https://connect.stripe.com/express/acct_1/login'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
  });

  it("exchanges the provider's OAuth code on return, once, and drops it from the address", async () => {
    const { router } = await renderPage('?code=ac_123&scope=read_write');
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(requests.to('/api/accounts/user/stripe/connect/ac_123', 'POST')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    expect(flag()).toBe('true');
  });

  it('shows the connection failure when the code is refused or the provider sent an error', async () => {
    await renderPage('?code=bad-code');
    expect(await screen.findByText(CONNECTION_FAILED)).toBeTruthy();
    expect(await screen.findByText('Not connected')).toBeTruthy();
  });

  it('says so when the merchant declined at the provider', async () => {
    const { router } = await renderPage('?error=access_denied&error_description=declined');
    expect(await screen.findByText(CONNECTION_FAILED)).toBeTruthy();
    expect(requests.all().some((request) => request.path.includes('/stripe/connect/'))).toBe(false);
    expect(router.state.location.search).toBe('');
  });
});
