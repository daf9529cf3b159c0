import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { DEMO_HISTORY_POLL_MS } from '../api/demo-history';
import {
  comparisons,
  type DashboardApi,
  dashboardHandlers,
  emptyApi,
  MERCHANT_ID,
  NOW,
  quietChartSizeWarnings,
  RANGE_PATH,
  signInMerchant,
} from '../testing/dashboard-api';
import { MerchantDashboardPage } from './merchant-dashboard-page';

// The merchant dashboard, the landing page, against a stand-in API on Sunday 15 March 2026.

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

const PATH = '/app/dashboards/merchant-dashboard';
const renderPage = (search = '') =>
  renderScreen(<MerchantDashboardPage />, `${PATH}${search}`, { namespaces: ['components', 'dashboards'] });
const dashboardCalls = () => requests.all().filter((request) => /dashboard\//.test(request.path));
const card = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });
const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('merchant dashboard', () => {
  it('asks for one month ending today with the dashboards service name, and shows each figure with its change', async () => {
    api.merchantInit = api.merchantInit.map((row) =>
      row.metric === 'TOTAL_STORE_VISITS'
        ? { ...row, total: 1234 }
        : row.metric === 'TOTAL_CANCELED_ORDERS'
          ? { ...row, total: 3 }
          : row,
    );
    api.insights = {
      ...api.insights,
      comparisons: comparisons({
        TOTAL_STORE_VISITS: { current: 1234, previous: 1097, changePercent: 12.5 },
        TOTAL_CANCELED_ORDERS: { current: 3, previous: 2, changePercent: 50 },
        TOTAL_STORE_VIEWS: { current: 0, previous: 4, changePercent: -100 },
      }),
    };
    await renderPage();
    await waitFor(() => expect(within(card('Store visits')).getByText('1,234')).toBeTruthy(), {
      timeout: 5000,
    });
    const init = requests.to(`/api/merchant-dashboard/init/${RANGE_PATH}`);
    expect(init).toHaveLength(1);
    expect(init[0]?.request.headers.get('X-Service-Name')).toBe('merchant-dashboard');
    await waitFor(() => expect(within(card('Store visits')).getByText('Up 12.5%')).toBeTruthy());
    expect(within(card('Store visits')).getByText('vs. the previous 29 days')).toBeTruthy();
    expect(within(card('Canceled orders')).getByText('Up 50%')).toBeTruthy();
    expect(within(card('Store views')).getByText('Down 100%')).toBeTruthy();
    expect(within(card('Calls')).getByText('No earlier figure to compare')).toBeTruthy();
    // Every card of the init route, in its order, each a link to its chart with the range kept.
    expect(
      screen.getAllByTestId('metric-card').map((el) => el.firstElementChild?.firstElementChild?.textContent),
    ).toEqual([
      'Store visits',
      'Store views',
      'Calls',
      'Subscribers',
      'Engagements',
      'App users',
      'Canceled orders',
      'Refunded orders',
    ]);
    expect(card('Store visits').getAttribute('href')).toBe('/app/dashboards/detail-chart/TOTAL_STORE_VISITS');
  });

  it('says how far the demo history is while it plays, and shows the new figures once it is done', async () => {
    const visits = (total: number) =>
      api.merchantInit.map((row) => (row.metric === 'TOTAL_STORE_VISITS' ? { ...row, total } : row));
    api.demoHistory = { status: 'PLAYING', days: 90, daysPlayed: 12 };
    api.merchantInit = visits(40);
    await renderPage();
    const notice = await screen.findByRole('status', { name: /demo history is being played/i });
    expect(notice.textContent).toContain('12 of 90 days so far');
    expect(within(notice).getByRole('progressbar').getAttribute('aria-label')).toBe(
      '12 of 90 days of demo orders played',
    );
    await waitFor(() => expect(within(card('Store visits')).getByText('40')).toBeTruthy());

    // The next read (the history plays on while the screen is open): done, with every day's figures.
    api.demoHistory = { status: 'DONE', days: 90, daysPlayed: 90 };
    api.merchantInit = visits(310);
    await waitFor(() => expect(within(card('Store visits')).getByText('310')).toBeTruthy(), {
      timeout: 8000,
    });
    expect(screen.queryByRole('status', { name: /demo history/i })).toBeNull();
    expect(requests.to('/api/demo-history')).toHaveLength(2);
  }, 15_000);

  it('says where a demo history stopped with its server, and does not poll it', async () => {
    api.demoHistory = { status: 'STOPPED', days: 90, daysPlayed: 34 };
    await renderPage();
    const notice = await screen.findByRole('status', { name: /demo history is paused/i });
    expect(notice.textContent).toContain("after 34 of the demo café's 90 days");
    expect(within(notice).getByRole('progressbar').getAttribute('aria-label')).toBe(
      '34 of 90 days of demo orders played',
    );
    // Past the interval at which a playing run is read again.
    await new Promise((resolve) => setTimeout(resolve, DEMO_HISTORY_POLL_MS + 1_000));
    expect(requests.to('/api/demo-history')).toHaveLength(1);
  }, 15_000);

  it('fills the rating chart with rates 1 to 5 and shows an average of 0 as 3', async () => {
    api.ratingSummary = { averageRating: 0, totalUserRatings: 0, ratings: [] };
    await renderPage();
    await waitFor(() => expect(screen.getByTestId('average-rating').textContent).toBe('3.0'));
    expect(bodyRows('Ratings by number of stars')).toEqual([
      ['5 stars', '0', '0%'],
      ['4 stars', '0', '0%'],
      ['3 stars', '0', '0%'],
      ['2 stars', '0', '0%'],
      ['1 star', '0', '0%'],
    ]);
    expect(screen.getByText('0 ratings')).toBeTruthy();
    expect(screen.getByText('With no ratings yet, the average shows as 3 stars.')).toBeTruthy();
  });

  it('keeps a real average and fills the rates the answer lacks', async () => {
    api.ratingSummary = {
      averageRating: 4.3,
      totalUserRatings: 10,
      ratings: [
        { rate: 5, totalRatingsPerRate: 6, percentRatingsPerRate: 60 },
        { rate: 4, totalRatingsPerRate: 1, percentRatingsPerRate: 10 },
        { rate: 3, totalRatingsPerRate: 3, percentRatingsPerRate: 30 },
      ],
    };
    await renderPage();
    await waitFor(() => expect(screen.getByTestId('average-rating').textContent).toBe('4.3'));
    expect(bodyRows('Ratings by number of stars').map((row) => row[1])).toEqual(['6', '1', '3', '0', '0']);
    expect(screen.getByText('10 ratings')).toBeTruthy();
  });

  it("shows popular time in 24 hourly buckets for today's weekday, and asks again for another weekday", async () => {
    api.popular = (weekDay) =>
      // An answer that lacks hours: the screen still shows all 24.
      weekDay === 'SUNDAY'
        ? [{ hour: 12, totalUserEngagement: 7 }]
        : [
            { hour: 1, totalUserEngagement: 1 },
            { hour: 24, totalUserEngagement: 2 },
          ];
    const { router } = await renderPage();
    const sunday = await screen.findByRole('table', { name: 'Activity per hour on Sunday' });
    expect(
      requests.to(`/api/merchant-dashboard/popular-time/2026-02-15/2026-03-15/SUNDAY/${MERCHANT_ID}`),
    ).toHaveLength(1);
    const rows = within(sunday).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    expect(rows[0]?.textContent).toBe('00:00–01:000');
    expect(rows[11]?.textContent).toBe('11:00–12:007');
    expect(rows[23]?.textContent).toBe('23:00–24:000');

    fireEvent.click(screen.getByRole('radio', { name: 'Tue' }));
    const tuesday = await screen.findByRole('table', { name: 'Activity per hour on Tuesday' });
    expect(
      requests.to(`/api/merchant-dashboard/popular-time/2026-02-15/2026-03-15/TUESDAY/${MERCHANT_ID}`),
    ).toHaveLength(1);
    expect(within(tuesday).getAllByRole('row').slice(1)).toHaveLength(24);
    expect(router.state.location.search).toContain('day=TUESDAY');
  });

  it('pages the rating list five at a time, sending the page zero-based', async () => {
    api.ratingPage = (pageNumber) => ({
      content:
        pageNumber === 0
          ? Array.from({ length: 5 }, (_, index) => ({
              orderId: `1000000000000000100${index}`,
              storeId: '90000000000000000001',
              customerName: `Guest ${index + 1}`,
              rating: 5,
              comment: index === 0 ? 'Best flat white in town.' : null,
              ratedAt: '2026-03-14T16:00:00.000Z',
            }))
          : [
              {
                orderId: '10000000000000002001',
                storeId: '90000000000000000001',
                customerName: null,
                rating: 2,
                comment: 'Cold fries.',
                ratedAt: '2026-03-01T16:00:00.000Z',
              },
            ],
      totalElements: 6,
      pageNumber,
      pageSize: 5,
    });
    await renderPage();
    expect(await screen.findByText('Best flat white in town.')).toBeTruthy();
    expect(
      requests.to(`/api/merchant-dashboard/user-rating/list/${RANGE_PATH}?pageNumber=0&pageSize=5`),
    ).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Latest ratings' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Cold fries.')).toBeTruthy();
    expect(
      requests.to(`/api/merchant-dashboard/user-rating/list/${RANGE_PATH}?pageNumber=1&pageSize=5`),
    ).toHaveLength(1);
    expect(screen.getByText('A customer')).toBeTruthy();
    expect(screen.getByText(/Rated 2 out of 5 · Order #2001/)).toBeTruthy();
  });

  it('asks nothing while the end is before the start, then asks once the range is fixed', async () => {
    await renderPage('?from=2026-03-20&to=2026-03-01');
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dashboardCalls()).toEqual([]);
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-02-20' } });
    await waitFor(() =>
      expect(requests.to(`/api/merchant-dashboard/init/2026-02-20/2026-03-01/${MERCHANT_ID}`)).toHaveLength(
        1,
      ),
    );
  });

  it('asks nothing for a range over 366 days or without a merchant id', async () => {
    await renderPage('?from=2025-01-01&to=2026-03-15');
    expect(await screen.findByText('Choose a range of at most 366 days.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dashboardCalls()).toEqual([]);
  });

  it('asks nothing without a merchant id', async () => {
    signInMerchant(null);
    await renderPage();
    expect(await screen.findByText(/Your merchant account is not known yet/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dashboardCalls()).toEqual([]);
  });

  it('tells a new merchant what will appear and how to get there', async () => {
    await renderPage();
    expect(await screen.findByText('No store views yet')).toBeTruthy();
    expect(screen.getByText('No activity on Sunday in this period')).toBeTruthy();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your stores' }).getAttribute('href')).toBe(
      '/app/setup/business-location',
    );
    expect(within(card('Store visits')).getByText('0')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Not measured yet')).toHaveLength(2));
    expect(screen.getByTestId('liability-total').textContent).toBe('$0.00');
  });

  it('shows kitchen speed, loyalty liability and the platform split', async () => {
    api.insights = {
      ...api.insights,
      comparisons: comparisons({
        MEDIAN_ACCEPT_MINUTES: { current: 4, previous: 5, changePercent: -20 },
        MEDIAN_READY_MINUTES: { current: 12, previous: null, changePercent: null },
      }),
      loyaltyLiability: {
        punches: { outstanding: 14, value: 9.5 },
        rewardItems: { outstanding: 2, value: 11 },
        points: { outstanding: 2500, value: 2.95 },
        totalValue: 23.45,
      },
    };
    api.platforms = [
      { platform: 'IOS', total: 5 },
      { platform: 'ANDROID', total: 3 },
      { platform: 'WEB', total: 2 },
    ];
    await renderPage();
    expect(await screen.findByText('4 min')).toBeTruthy();
    expect(screen.getByText('12 min')).toBeTruthy();
    expect(screen.getByText('Down 20%')).toBeTruthy();
    expect(screen.getByTestId('liability-total').textContent).toBe('$23.45');
    expect(screen.getByText('14 outstanding')).toBeTruthy();
    expect(screen.getByText('2,500 pts')).toBeTruthy();
    expect(bodyRows('Store views by platform')).toEqual([
      ['Android', '3', '30%'],
      ['iOS', '5', '50%'],
      ['Web', '2', '20%'],
    ]);
  });
});
