import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import {
  CUSTOMER_ID,
  paymentRoutes,
  paymentState,
  resetPaymentState,
  SESSION_ID,
  sampleProfile,
  sampleSubscription,
} from '../testing/payment-server';
import { SubscriptionsPage } from './subscriptions-page';

// Setup → Subscriptions against the stand-in payment server: never subscribed, active, and
// cancelled at the period's end (spec 2 §4 Subscription).

serveInEveryTest(...paymentRoutes);
beforeEach(resetPaymentState);

const PATH = '/app/setup/subscriptions';
const SUCCESS = '/app/setup/success';
const renderPage = () =>
  renderScreen(<SubscriptionsPage />, PATH, { namespaces: ['components', 'payments'], elsewhere: [SUCCESS] });
const subscribed = () => {
  paymentState.profile = sampleProfile({ paymentCustomerId: CUSTOMER_ID });
  paymentState.subscriptions = [sampleSubscription()];
};

describe('Subscriptions', () => {
  it("prompts a merchant who never subscribed with the plan's price, and goes to checkout", async () => {
    const { router } = await renderPage();
    expect(await screen.findByText('Not subscribed')).toBeTruthy();
    expect(await screen.findByText('$19.99 CAD per month')).toBeTruthy();
    expect(screen.getByText('AI Post Generator')).toBeTruthy();
    expect(screen.getAllByText('Sandbox').length).toBeGreaterThan(0);
    // No customer yet: there is nothing to list.
    expect(requests.all().some((request) => request.path.includes('get-subscriptions'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('landed on another page')).toBeTruthy();
    expect(await jsonBody(requests.to('/api/merchants/create-session', 'POST')[0])).toEqual({
      customerId: null,
      successURL: `${window.location.origin}${SUCCESS}`,
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${SUCCESS}?session_id=${SESSION_ID}`,
    );
  });

  it('still offers to subscribe when the plan cannot be read, without a price', async () => {
    paymentState.plan = null;
    await renderPage();
    expect(await screen.findByText('Not subscribed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.queryByText(/per month/)).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('cancels an active subscription at the period end, after asking, then resumes it', async () => {
    subscribed();
    await renderPage();
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Your subscription renews on Apr 10, 2026.')).toBeTruthy();
    expect(screen.getByText('$19.99 CAD')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
    expect(within(dialog).getByText(/It stays active until Apr 10, 2026, then ends\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(
      screen.getByText('Your subscription ends on Apr 10, 2026. Resume it to keep your posts coming.'),
    ).toBeTruthy();
    expect(await jsonBody(requests.to('/api/merchants/cancel-subscription', 'DELETE')[0])).toEqual({
      subscriptionId: 'sub_sbx_1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(await jsonBody(requests.to('/api/merchants/resume-subscription', 'POST')[0])).toEqual({
      subscriptionId: 'sub_sbx_1',
    });
    expect(screen.getAllByText('Your subscription renews on Apr 10, 2026.').length).toBeGreaterThan(0);
  });

  it('shows a subscription cancelled earlier as pending, with Resume', async () => {
    subscribed();
    paymentState.subscriptions = [sampleSubscription({ cancelAtPeriodEnd: true })];
    await renderPage();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('prompts again once the subscription has ended', async () => {
    subscribed();
    paymentState.subscriptions = [sampleSubscription({ status: 'canceled', cancelAtPeriodEnd: true })];
    await renderPage();
    expect(await screen.findByText('Not subscribed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('landed on another page')).toBeTruthy();
    // The customer the merchant already has pays again.
    expect(await jsonBody(requests.to('/api/merchants/create-session', 'POST')[0])).toMatchObject({
      customerId: CUSTOMER_ID,
    });
  });
});
