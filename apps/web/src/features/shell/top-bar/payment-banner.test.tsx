import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeAuth } from '../../../lib/auth-store';
import { rememberPaymentConnected } from '../../../lib/payment-account-query';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { requests } from '../../../testing/mocks/requests';
import { respond } from '../../../testing/mocks/respond';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { PaymentBanner } from './payment-banner';

// The red banner of spec 1 §2: the stored flag first, the connected check about a second after
// load, and the payment screen's changes at once.

const MERCHANT_ID = '20000000000000000001';
const CHECK = `/api/accounts/check/has-account/${MERCHANT_ID}`;
const TEXT = 'A payment method is required for your promotions to be visible and to get paid.';
let connected: boolean;

serveInEveryTest(
  http.get('/api/accounts/check/has-account/:merchantId', () => respond(z.boolean(), connected)),
);

beforeEach(() => {
  localStorage.clear();
  writeAuth({ accessToken: 'token', refreshToken: 'refresh', merchantId: MERCHANT_ID, username: 'maple' });
});

const renderBanner = () => renderScreen(<PaymentBanner />, '/app/dashboards', { namespaces: ['shell'] });
const afterTheCheck = { timeout: 3000 };

describe('PaymentBanner', () => {
  it('starts from the stored flag, then follows the check made about a second after load', async () => {
    localStorage.setItem(STORAGE_KEYS.cardProviderConnected, 'false');
    connected = true;
    await renderBanner();
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect a payment method' }).getAttribute('href')).toBe(
      '/app/setup/payment',
    );
    expect(requests.to(CHECK)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull(), afterTheCheck);
    expect(requests.to(CHECK)).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.cardProviderConnected)).toBe('true');
  });

  it('shows nothing until the first check says the provider is not connected', async () => {
    connected = false;
    await renderBanner();
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(await screen.findByText(TEXT, {}, afterTheCheck)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.cardProviderConnected)).toBe('false');
  });

  it('goes as soon as the payment screen connects, and comes back when it disconnects', async () => {
    connected = false;
    const { queryClient } = await renderBanner();
    await screen.findByText(TEXT, {}, afterTheCheck);
    act(() => rememberPaymentConnected(queryClient, true));
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.cardProviderConnected)).toBe('true');
    act(() => rememberPaymentConnected(queryClient, false));
    expect(await screen.findByText(TEXT)).toBeTruthy();
    expect(requests.to(CHECK)).toHaveLength(1);
  });
});
