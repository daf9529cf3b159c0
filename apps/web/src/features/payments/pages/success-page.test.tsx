import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { notFound } from '../../../testing/mocks/respond';
import { serveInEveryTest, server } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import {
  CUSTOMER_ID,
  paymentRoutes,
  paymentState,
  resetPaymentState,
  SESSION_ID,
} from '../testing/payment-server';
import { SuccessPage } from './success-page';

// /app/setup/success?session_id= (spec 2 §4 Success page): the session looked up, its customer
// stored on the profile; a failure shows an error notification.

serveInEveryTest(...paymentRoutes);
beforeEach(resetPaymentState);

const PATH = '/app/setup/success';
const renderPage = (query: string) =>
  renderScreen(<SuccessPage />, `${PATH}${query}`, { namespaces: ['payments'] });
const DONE = 'Successfully subscribed for automated post generation service.';
const FAILED =
  'We could not confirm your subscription. Please try again, and contact support if it persists.';
const profileSaves = () => requests.to('/api/merchants/profile', 'POST');

describe('Subscription success', () => {
  it("stores the session's customer on the profile, then says so", async () => {
    await renderPage(`?session_id=${SESSION_ID}`);
    expect(await screen.findByText(DONE)).toBeTruthy();
    expect(requests.to(`/api/merchants/get-session-data/${SESSION_ID}`)).toHaveLength(1);
    expect(profileSaves()).toHaveLength(1);
    expect(await jsonBody(profileSaves()[0])).toEqual({ paymentCustomerId: CUSTOMER_ID });
    expect(paymentState.profile.paymentCustomerId).toBe(CUSTOMER_ID);
    expect(screen.getByRole('link', { name: 'Go to subscriptions' }).getAttribute('href')).toBe(
      '/app/setup/subscriptions',
    );
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('shows an error notification when the session is not found', async () => {
    await renderPage('?session_id=cs_someone_else');
    await waitFor(() => expect(screen.getAllByText(FAILED).length).toBe(2));
    expect(profileSaves()).toHaveLength(0);
    expect(screen.queryByText(DONE)).toBeNull();
  });

  it('fails when the checkout was not completed', async () => {
    paymentState.session = { status: 'open', customerId: null };
    await renderPage(`?session_id=${SESSION_ID}`);
    await waitFor(() => expect(screen.getAllByText(FAILED).length).toBe(2));
    expect(profileSaves()).toHaveLength(0);
  });

  it('fails when the profile refuses the customer', async () => {
    server.use(http.post('/api/merchants/profile', () => notFound()));
    await renderPage(`?session_id=${SESSION_ID}`);
    await waitFor(() => expect(screen.getAllByText(FAILED).length).toBe(2));
    expect(profileSaves()).toHaveLength(1);
    expect(screen.queryByText(DONE)).toBeNull();
  });

  it('fails without a session id, asking nothing', async () => {
    await renderPage('');
    await waitFor(() => expect(screen.getAllByText(FAILED).length).toBe(2));
    expect(requests.all()).toHaveLength(0);
  });
});
