import {
  type MerchantPointHistoryEntry,
  type MerchantPoints,
  merchantPointHistoryEntrySchema,
  merchantPointsSchema,
} from '@perkdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { refuse, respond } from '../../../testing/mocks/respond';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { GlobalPointsPage } from './global-points-page';

// The Global Points page against a stand-in server: 34,500 redeemable points ($30 in whole
// blocks), one order's credit in the history, and a redeem route that answers as the contract says.

let balance: MerchantPoints;
let history: MerchantPointHistoryEntry[];

serveInEveryTest(
  http.get('/api/merchant-points', () => respond(merchantPointsSchema, balance)),
  http.get('/api/merchant-points/history', () => respond(z.array(merchantPointHistoryEntrySchema), history)),
  http.post('/api/merchant-points/redeem', async ({ request }) => {
    const { globalPoints } = (await request.json()) as { globalPoints: number };
    if (globalPoints > balance.redeemablePoints)
      return refuse(400, 'MERCHANT_POINTS_INSUFFICIENT', 'Not enough redeemable global points.');
    const redeemablePoints = balance.redeemablePoints - globalPoints;
    balance = {
      redeemablePoints,
      redeemedPoints: balance.redeemedPoints + globalPoints,
      redeemableAmount: Math.floor(redeemablePoints / 10_000) * 10,
    };
    return respond(merchantPointsSchema, balance);
  }),
);

beforeEach(() => {
  balance = { redeemablePoints: 34_500, redeemedPoints: 10_000, redeemableAmount: 30 };
  history = [
    {
      id: '1',
      historyType: 'ADDED',
      points: 34_500,
      pointBefore: 10_000,
      pointAfter: 44_500,
      orderId: '10000000000000004101',
      createdAt: '2026-03-10T14:00:00.000Z',
    },
  ];
});

const PATH = '/app/setup/global-points';
const renderPage = () =>
  renderScreen(<GlobalPointsPage />, PATH, { namespaces: ['components', 'promotions'] });
const figure = (label: string) => screen.getByLabelText(label).textContent;
const pointsField = () => screen.getByRole('textbox', { name: /Points to redeem/ }) as HTMLInputElement;
const redeemCalls = () => requests.to('/api/merchant-points/redeem', 'POST');

describe('Global Points', () => {
  it('shows the redeemable and redeemed points, the amount up to, and the history', async () => {
    await renderPage();
    await screen.findByText('Redeemable points');
    expect(figure('Redeemable points')).toBe('34,500 pts');
    expect(figure('Redeemed points')).toBe('10,000 pts');
    expect(figure('Amount up to')).toBe('$30.00');
    // The field offers the most that can be redeemed.
    expect(pointsField().value).toBe('30,000');
    expect(await screen.findByText('Order #4101')).toBeTruthy();
    expect(screen.getByText('+34,500 pts')).toBeTruthy();
  });

  it('refuses an amount that is not a multiple of 10,000 before asking the server', async () => {
    await renderPage();
    await screen.findByText('Redeemable points');
    fireEvent.change(pointsField(), { target: { value: '15000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Redeemed global points must be a multiple of 10,000.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redeemCalls()).toHaveLength(0);
  });

  it('redeems after confirmation and says so', async () => {
    await renderPage();
    await screen.findByText('Redeemable points');
    fireEvent.change(pointsField(), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem global points' });
    expect(within(dialog).getByText(/Redeem 20,000 pts for \$20\.00\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Redeem Global Point successfully.')).toBeTruthy();
    expect(await jsonBody(redeemCalls()[0])).toEqual({ globalPoints: 20_000 });
    await waitFor(() => expect(figure('Redeemable points')).toBe('14,500 pts'));
    expect(figure('Redeemed points')).toBe('30,000 pts');
    expect(figure('Amount up to')).toBe('$10.00');
    expect(pointsField().value).toBe('10,000');
  });

  it("shows the server's refusal when the points are gone meanwhile", async () => {
    await renderPage();
    await screen.findByText('Redeemable points');
    // Another session redeemed in between: the server now holds less than the page shows.
    balance = { redeemablePoints: 5_000, redeemedPoints: 39_500, redeemableAmount: 0 };
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Not enough redeemable global points.')).toBeTruthy();
    await waitFor(() => expect(figure('Redeemable points')).toBe('5,000 pts'));
    expect(screen.getByText('You need at least 10,000 redeemable points to redeem.')).toBeTruthy();
    expect(requests.all().length).toBeGreaterThan(0);
  });
});
