import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../lib/session';
import { HttpResponse, http, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';

describe('wallet page', () => {
  it('shows global points, punch cards, store points and the global history', async () => {
    signIn({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
      id: '90000000000000000001',
      role: 'USER',
    });
    server.use(
      http.get('/api/user-punch-cards', () =>
        HttpResponse.json([
          {
            id: 'c1',
            promotionId: 'p1',
            promotionName: 'Coffee card',
            merchantId: 'm1',
            punches: 8,
            requiredPunches: 8,
            status: 'REDEEMABLE',
          },
        ]),
      ),
      http.get('/api/user-points', () =>
        HttpResponse.json([
          { id: 'g', merchantId: null, point: 12000 },
          { id: 'm', merchantId: 'm1', point: 200 },
        ]),
      ),
      http.get('/api/user-points/global', () => HttpResponse.json(12000)),
      http.get('/api/user-points/config', () => HttpResponse.json({ redeemBlock: 10000 })),
      http.get('/api/user-points/history/global', () =>
        HttpResponse.json({
          content: [
            {
              id: 'h2',
              historyType: 'USED',
              globalPoints: 10000,
              pointAfter: 2000,
              createdAt: '2026-11-20T15:00:00Z',
            },
            {
              id: 'h1',
              historyType: 'ADDED',
              globalPoints: 108,
              pointAfter: 12000,
              createdAt: '2026-11-19T15:00:00Z',
            },
          ],
        }),
      ),
    );
    await renderApp('/wallet');
    expect((await screen.findByTestId('wallet-global')).textContent).toBe((12000).toLocaleString());
    expect(screen.getByText('Coffee card')).toBeTruthy();
    expect(screen.getByText(/8 of 8 punches · Ready to redeem/)).toBeTruthy();
    expect(screen.getByText('200 points')).toBeTruthy();
    expect(screen.getByText('Spent')).toBeTruthy();
    expect(screen.getByText(`−${(10000).toLocaleString()}`)).toBeTruthy();
    expect(screen.getByText('+108')).toBeTruthy();
  });
});
