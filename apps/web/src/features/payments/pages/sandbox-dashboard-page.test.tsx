import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { paymentRoutes, paymentState, resetPaymentState } from '../testing/payment-server';
import { SandboxDashboardPage } from './sandbox-dashboard-page';

// The sandbox's stand-in for the provider's dashboard: balance, charges and refunds, in dollars.

serveInEveryTest(...paymentRoutes);
beforeEach(resetPaymentState);

const PATH = '/app/setup/payment/sandbox-dashboard';
const renderPage = () => renderScreen(<SandboxDashboardPage />, PATH, { namespaces: ['payments'] });

describe('Sandbox dashboard', () => {
  it("shows the account's balance, charges and refunds, labelled sandbox", async () => {
    paymentState.dashboard = {
      accountId: 'acct_sbx_1',
      balance: 24.36,
      charges: [
        {
          intentId: 'pi_sbx_2',
          orderId: '10000000000000004102',
          amount: 15.5,
          applicationFee: 0.5,
          refunded: 5,
          status: 'succeeded',
          createdAt: '2026-03-10T15:00:00.000Z',
        },
        {
          intentId: 'pi_sbx_1',
          orderId: '10000000000000004101',
          amount: 10.17,
          applicationFee: 0.3,
          refunded: 0,
          status: 'requires_payment_method',
          createdAt: '2026-03-10T14:00:00.000Z',
        },
      ],
      refunds: [
        {
          id: 're_sbx_1',
          intentId: 'pi_sbx_2',
          orderId: '10000000000000004102',
          amount: 5,
          reason: 'Cold coffee',
          createdAt: '2026-03-10T16:00:00.000Z',
        },
      ],
    };
    await renderPage();
    expect((await screen.findByLabelText('Balance')).textContent).toBe('$24.36');
    expect(screen.getByText('Account acct_sbx_1')).toBeTruthy();
    expect(screen.getAllByText('Sandbox').length).toBeGreaterThan(0);
    const charges = screen.getByRole('table', { name: 'Charges' });
    const rows = within(charges).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('#4102');
    expect(rows[1]?.textContent).toContain('$15.50');
    expect(rows[1]?.textContent).toContain('$0.50');
    expect(rows[1]?.textContent).toContain('$5.00');
    expect(rows[1]?.textContent).toContain('Succeeded');
    expect(rows[2]?.textContent).toContain('Awaiting payment');
    const refunds = screen.getByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByText('Cold coffee')).toBeTruthy();
    expect(within(refunds).getByText('#4102')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to payment' }).getAttribute('href')).toBe(
      '/app/setup/payment',
    );
  });

  it('says when there is nothing yet', async () => {
    paymentState.dashboard = { accountId: 'acct_sbx_1', balance: 0, charges: [], refunds: [] };
    await renderPage();
    expect(await screen.findByText('No charges yet.')).toBeTruthy();
    expect(screen.getByText('No refunds yet.')).toBeTruthy();
    expect(screen.getByLabelText('Balance').textContent).toBe('$0.00');
  });

  it('says the page exists only with the sandbox', async () => {
    paymentState.dashboard = null;
    await renderPage();
    expect(
      await screen.findByText('The sandbox dashboard is only there while the sandbox runs.'),
    ).toBeTruthy();
  });
});
