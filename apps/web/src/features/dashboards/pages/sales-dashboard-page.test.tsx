import type { MerchantOrder } from '@perkdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeListener } from '../../../lib/realtime/realtime-channel';
import { requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { LIVE_REFRESH_DELAY_MS } from '../hooks/use-live-refresh';
import {
  comparisons,
  type DashboardApi,
  dailyRows,
  dashboardHandlers,
  emptyApi,
  MERCHANT_ID,
  NOW,
  quietChartSizeWarnings,
  RANGE_PATH,
  signInMerchant,
} from '../testing/dashboard-api';
import { SalesDashboardPage } from './sales-dashboard-page';

// The sales dashboard against a stand-in API on Sunday 15 March 2026; the shared STOMP channel is
// replaced by a list of listeners the test delivers order events to.

const channel = vi.hoisted(() => ({ listeners: new Set<RealtimeListener>() }));
vi.mock('../../../lib/realtime/realtime-channel', () => ({
  listenRealtime: (listener: RealtimeListener) => {
    channel.listeners.add(listener);
    return () => channel.listeners.delete(listener);
  },
}));

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
  channel.listeners.clear();
});

const PATH = '/app/dashboards/sales-dashboard';
const renderPage = (search = '') =>
  renderScreen(<SalesDashboardPage />, `${PATH}${search}`, { namespaces: ['components', 'dashboards'] });
const cardByName = (name: string) =>
  screen
    .getAllByTestId('metric-card')
    .find((el) => el.firstElementChild?.firstElementChild?.textContent === name);
const figure = (name: string) => cardByName(name)?.firstElementChild?.children[1]?.textContent;
const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
const seriesCalls = (viewMode: string) =>
  requests.to(`/api/sales-dashboard/TOTAL_SALES/${viewMode}/${RANGE_PATH}`);

function withSales() {
  api.salesInit = [
    { metric: 'TOTAL_ORDERS', total: 42 },
    { metric: 'TOTAL_SALES', total: 1234.5 },
    { metric: 'TOTAL_PERKS_USED', total: 9 },
    { metric: 'TOTAL_CLIENTS', total: 5 },
    { metric: 'TOTAL_RETURNING_CLIENTS', total: 2 },
    { metric: 'TOTAL_NEW_CLIENTS', total: 3 },
    { metric: 'TOTAL_POINTS', total: 1500 },
  ];
  api.insights = {
    ...api.insights,
    comparisons: comparisons({
      TOTAL_SALES: { current: 1234.5, previous: 1000, changePercent: 23.5 },
      AVERAGE_ORDER_VALUE: { current: 29.39, previous: 31.25, changePercent: -6 },
      PERKS_COST: { current: 18.75, previous: 10, changePercent: 87.5 },
      TOTAL_PERKS_USED: { current: 9, previous: 4, changePercent: 125 },
      REFUNDED_AMOUNT: { current: 12.4, previous: 0, changePercent: null },
      TOTAL_REFUNDED_ORDERS: { current: 1, previous: 0, changePercent: null },
    }),
  };
  api.series = (metric, viewMode) =>
    viewMode === 'WEEKLY'
      ? [
          {
            metric: 'TOTAL_SALES',
            platform: null,
            day: '2026-02-09',
            week: 7,
            month: null,
            year: 2026,
            total: 100,
          },
          {
            metric: 'TOTAL_SALES',
            platform: null,
            day: '2026-02-16',
            week: 8,
            month: null,
            year: 2026,
            total: 1134.5,
          },
        ]
      : dailyRows(metric as 'TOTAL_SALES', 42.57);
}

describe('sales dashboard', () => {
  it('shows the sales figures, the average order value, and their changes', async () => {
    withSales();
    await renderPage();
    await waitFor(() => expect(figure('Sales')).toBe('$1,234.50'), { timeout: 5000 });
    expect(requests.to(`/api/sales-dashboard/init/${RANGE_PATH}`)).toHaveLength(1);
    expect(figure('Orders')).toBe('42');
    expect(figure('Global points used')).toBe('1,500 pts');
    await waitFor(() => expect(figure('Average order value')).toBe('$29.39'));
    expect(within(cardByName('Sales') as HTMLElement).getByText('Up 23.5%')).toBeTruthy();
    expect(within(cardByName('Average order value') as HTMLElement).getByText('Down 6%')).toBeTruthy();
    // The average order value has no series of its own, so no chart link.
    expect(cardByName('Average order value')?.tagName).toBe('DIV');
    expect(cardByName('Sales')?.getAttribute('href')).toBe('/app/dashboards/detail-chart/TOTAL_SALES');
    expect(screen.getByTestId('perk-cost').textContent).toBe('$18.75');
    expect(screen.getByText('9 perks used')).toBeTruthy();
    expect(screen.getByText('$12.40')).toBeTruthy();
    expect(screen.getByText('1 order')).toBeTruthy();
    expect(bodyRows('Clients split between new and returning')).toEqual([
      ['New', '3', '60%'],
      ['Returning', '2', '40%'],
    ]);
  });

  it('charts the sales revenue by day, and asks again by ISO week when the view mode changes', async () => {
    withSales();
    const { router } = await renderPage();
    const daily = await screen.findByRole('table', { name: 'Sales revenue by period' });
    expect(seriesCalls('DAILY')).toHaveLength(1);
    expect(within(daily).getAllByRole('row')).toHaveLength(30);
    expect(bodyRows('Sales revenue by period')[0]).toEqual(['Feb 15, 2026', '$42.57']);

    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    await waitFor(() =>
      expect(bodyRows('Sales revenue by period')).toEqual([
        ['Week 7, 2026 (from Feb 9, 2026)', '$100.00'],
        ['Week 8, 2026 (from Feb 16, 2026)', '$1,134.50'],
      ]),
    );
    expect(seriesCalls('WEEKLY')).toHaveLength(1);
    expect(router.state.location.search).toContain('view=WEEKLY');
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(seriesCalls('MONTHLY')).toHaveLength(1));
  });

  it('shows the chart as a table on request', async () => {
    withSales();
    await renderPage();
    await screen.findByRole('table', { name: 'Sales revenue by period' });
    const toggle = screen.getAllByRole('button', { name: 'Show as table' })[0] as HTMLElement;
    fireEvent.click(toggle);
    expect(screen.queryByRole('img', { name: 'Sales revenue by period' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show as chart', pressed: true })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Sales revenue by period' })).toBeTruthy();
  });

  it('ranks best sellers by gross amount, or by quantity on request', async () => {
    api.bestsellers = (sort, pageNumber) => ({
      content: [
        { productId: '1', productName: 'Flat white', grossAmount: 475, totalQuantity: 100 },
        { productId: '2', productName: 'Everything bagel', grossAmount: 325, totalQuantity: 100 },
      ].sort((a, b) =>
        sort === 'totalQuantity' ? b.totalQuantity - a.totalQuantity : b.grossAmount - a.grossAmount,
      ),
      totalElements: 2,
      pageNumber,
      pageSize: 5,
    });
    await renderPage();
    expect(await screen.findByText('Flat white')).toBeTruthy();
    expect(
      requests.to(
        `/api/sales-dashboard/bestseller/${RANGE_PATH}?sort=grossAmount&sortDesc=true&pageNumber=0&pageSize=5`,
      ),
    ).toHaveLength(1);
    expect(bodyRows('Best sellers')).toEqual([
      ['1', 'Flat white', '$475.00', '100'],
      ['2', 'Everything bagel', '$325.00', '100'],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Quantity sold' }));
    await waitFor(() =>
      expect(
        requests.to(
          `/api/sales-dashboard/bestseller/${RANGE_PATH}?sort=totalQuantity&sortDesc=true&pageNumber=0&pageSize=5`,
        ),
      ).toHaveLength(1),
    );
  });

  it('with the realtime switch on, charts the series ending today and refetches on order events, without polling', async () => {
    withSales();
    const { router } = await renderPage();
    await waitFor(() => expect(figure('Sales')).toBe('$1,234.50'));
    expect(channel.listeners.size).toBe(0);
    fireEvent.click(screen.getByRole('switch', { name: /Realtime/ }));
    await waitFor(() =>
      expect(requests.to(`/api/sales-dashboard/realtime/TOTAL_SALES/DAILY/${MERCHANT_ID}`)).toHaveLength(1),
    );
    expect(router.state.location.search).toContain('live=on');
    expect(screen.getByText('Last 30 days, live')).toBeTruthy();
    expect(channel.listeners.size).toBe(1);

    // Quiet: nothing is asked again without an event.
    const initCalls = () => requests.to(`/api/sales-dashboard/init/${RANGE_PATH}`).length;
    const before = initCalls();
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFRESH_DELAY_MS + 200));
    expect(initCalls()).toBe(before);

    // An order is paid: the figures are asked again and the card moves.
    api.salesInit = api.salesInit.map((row) =>
      row.metric === 'TOTAL_SALES' ? { ...row, total: 1250 } : row,
    );
    act(() => {
      for (const listener of channel.listeners) {
        listener.onOrder?.({ id: '10000000000000009999', status: 'PAID' } as MerchantOrder);
        listener.onOrder?.({ id: '10000000000000009999', status: 'PAID' } as MerchantOrder);
      }
    });
    await waitFor(() => expect(figure('Sales')).toBe('$1,250.00'));
    // Two events close together make one refetch.
    expect(initCalls()).toBe(before + 1);

    fireEvent.click(screen.getByRole('switch', { name: /Realtime/ }));
    await waitFor(() => expect(channel.listeners.size).toBe(0));
  });

  it('tells a new merchant how sales will appear', async () => {
    await renderPage();
    expect(await screen.findByText('No sales in this period yet')).toBeTruthy();
    expect(screen.getByText(/order simulator \(npm run simulate\)/)).toBeTruthy();
    expect(screen.getByText('No best sellers yet')).toBeTruthy();
    expect(screen.getByText('No clients yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a perk' }).getAttribute('href')).toBe(
      '/app/promotions/new-perk',
    );
    await waitFor(() => expect(figure('Average order value')).toBe('—'));
    expect(figure('Sales')).toBe('$0.00');
  });
});
