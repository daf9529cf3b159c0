import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import {
  comparisons,
  type DashboardApi,
  dailyRows,
  dashboardHandlers,
  emptyApi,
  NOW,
  quietChartSizeWarnings,
  RANGE_PATH,
  signInMerchant,
} from '../testing/dashboard-api';
import { DetailChartPage } from './detail-chart-page';

// /app/dashboards/detail-chart/{metric}: any card's figure over the range, by period.

let api: DashboardApi;
serveInEveryTest(...dashboardHandlers(() => api));

beforeEach(() => {
  quietChartSizeWarnings();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  api = emptyApi();
  signInMerchant();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderPage = (metric: string, search = '') =>
  renderScreen(<DetailChartPage />, `/app/dashboards/detail-chart/${metric}${search}`, {
    route: '/app/dashboards/detail-chart/:metric',
    namespaces: ['components', 'dashboards'],
  });

describe('detail chart', () => {
  it("charts a card's figure by period, with its total and change, and switches the view mode", async () => {
    api.series = (metric, viewMode) =>
      viewMode === 'MONTHLY'
        ? [
            {
              metric: 'TOTAL_STORE_VIEWS',
              platform: null,
              day: '2026-02-01',
              week: null,
              month: 2,
              year: 2026,
              total: 28,
            },
            {
              metric: 'TOTAL_STORE_VIEWS',
              platform: null,
              day: '2026-03-01',
              week: null,
              month: 3,
              year: 2026,
              total: 30,
            },
          ]
        : dailyRows(metric as 'TOTAL_STORE_VIEWS', 2);
    api.insights = {
      ...api.insights,
      comparisons: comparisons({ TOTAL_STORE_VIEWS: { current: 58, previous: 40, changePercent: 45 } }),
    };
    await renderPage('TOTAL_STORE_VIEWS', '?from=2026-02-15&to=2026-03-15');
    expect(screen.getByRole('heading', { name: 'Store views' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Store views by period' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(30);
    expect(requests.to(`/api/sales-dashboard/TOTAL_STORE_VIEWS/DAILY/${RANGE_PATH}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Up 45%')).toBeTruthy());
    expect(screen.getByText('58')).toBeTruthy();
    // Back to the dashboard the card lives on, with the range kept.
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/app/dashboards/merchant-dashboard?from=2026-02-15&to=2026-03-15',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Store views by period' }))
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['February 202628', 'March 202630']),
    );
    expect(requests.to(`/api/sales-dashboard/TOTAL_STORE_VIEWS/MONTHLY/${RANGE_PATH}`)).toHaveLength(1);
  });

  it('leads sales figures back to the sales dashboard', async () => {
    await renderPage('TOTAL_NEW_CLIENTS');
    expect(await screen.findByText('Nothing to chart in this period')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/app/dashboards/sales-dashboard',
    );
  });

  it('says so for a figure that does not exist, and asks nothing', async () => {
    await renderPage('TOTAL_HAPPINESS');
    expect(await screen.findByText('Unknown figure')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.all().filter((request) => request.path.includes('dashboard'))).toEqual([]);
  });
});
