import {
  type BestsellerPage,
  bestsellerPageSchema,
  type DashboardInsights,
  type DemoHistory,
  dashboardInsightsSchema,
  demoHistorySchema,
  INSIGHT_METRICS,
  type InsightComparison,
  type InsightMetric,
  MERCHANT_INIT_METRICS,
  type MetricTotal,
  metricTotalSchema,
  type PlatformTotal,
  type PopularHour,
  platformTotalSchema,
  popularHourSchema,
  type RatingPage,
  type RatingSummary,
  ratingPageSchema,
  ratingSummarySchema,
  SALES_INIT_METRICS,
  type SeriesRow,
  seriesRowSchema,
} from '@perkdesk/contracts';
import { http } from 'msw';
import { vi } from 'vitest';
import { z } from 'zod';
import { writeAuth } from '../../../lib/auth-store';
import { storesRoute } from '../../../testing/mocks/handlers';
import { respond } from '../../../testing/mocks/respond';
import { sampleStore } from '../../../testing/sample-store';

// A stand-in for the dashboard routes (contract §13 and the insights): each answer is read from
// `api` at the time of the call, so a test sets the figures it needs before or after rendering.

export const MERCHANT_ID = '20000000000000000001';
/** Sunday 15 March 2026, 11:00 in Toronto: the default range is 2026-02-15 … 2026-03-15 (29 days). */
export const NOW = new Date('2026-03-15T15:00:00.000Z');
export const RANGE_PATH = `2026-02-15/2026-03-15/${MERCHANT_ID}`;

export function signInMerchant(merchantId: string | null = MERCHANT_ID) {
  writeAuth({ accessToken: 'token', refreshToken: 'refresh', merchantId, username: 'ann' });
}

const totals = (metrics: readonly MetricTotal['metric'][], value = 0): MetricTotal[] =>
  metrics.map((metric) => ({ metric, total: value }));

/** Figures that do not exist without orders: the average order value and the kitchen medians. */
const WITHOUT_ORDERS = new Set<InsightMetric>([
  'AVERAGE_ORDER_VALUE',
  'MEDIAN_ACCEPT_MINUTES',
  'MEDIAN_READY_MINUTES',
]);

/** Every insight metric as a merchant without history has it; `figures` overrides some. */
export function comparisons(figures: Partial<Record<InsightMetric, Partial<InsightComparison>>> = {}) {
  return INSIGHT_METRICS.map((metric) => {
    const none = WITHOUT_ORDERS.has(metric) ? null : 0;
    return { metric, current: none, previous: none, changePercent: null, ...figures[metric] };
  });
}

export function emptyInsights(): DashboardInsights {
  return {
    start: '2026-02-15',
    end: '2026-03-15',
    previousStart: '2026-01-17',
    previousEnd: '2026-02-14',
    comparisons: comparisons(),
    loyaltyLiability: {
      punches: { outstanding: 0, value: 0 },
      rewardItems: { outstanding: 0, value: 0 },
      points: { outstanding: 0, value: 0 },
      totalValue: 0,
    },
  };
}

/** One row per day of the default range, every total `total`. */
export function dailyRows(metric: SeriesRow['metric'], total = 0): SeriesRow[] {
  return Array.from({ length: 29 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 1, 15 + index)).toISOString().slice(0, 10);
    return { metric, platform: null, day, week: null, month: Number(day.slice(5, 7)), year: 2026, total };
  });
}

export interface DashboardApi {
  merchantInit: MetricTotal[];
  salesInit: MetricTotal[];
  platforms: PlatformTotal[];
  ratingSummary: RatingSummary;
  ratingPage: (pageNumber: number) => RatingPage;
  popular: (weekDay: string) => PopularHour[];
  series: (metric: string, viewMode: string) => SeriesRow[];
  realtime: (metric: string, viewMode: string) => SeriesRow[];
  bestsellers: (sort: string, pageNumber: number) => BestsellerPage;
  insights: DashboardInsights;
  demoHistory: DemoHistory;
}

/** A merchant with no figures at all: what a new merchant's first morning looks like. */
export function emptyApi(): DashboardApi {
  return {
    merchantInit: totals(MERCHANT_INIT_METRICS),
    salesInit: totals(SALES_INIT_METRICS),
    platforms: ['IOS', 'ANDROID', 'WEB'].map((platform) => ({
      platform: platform as PlatformTotal['platform'],
      total: 0,
    })),
    ratingSummary: {
      averageRating: 0,
      totalUserRatings: 0,
      ratings: [1, 2, 3, 4, 5].map((rate) => ({ rate, totalRatingsPerRate: 0, percentRatingsPerRate: 0 })),
    },
    ratingPage: (pageNumber) => ({ content: [], totalElements: 0, pageNumber, pageSize: 5 }),
    popular: () => Array.from({ length: 24 }, (_, index) => ({ hour: index + 1, totalUserEngagement: 0 })),
    series: (metric) => dailyRows(metric as SeriesRow['metric']),
    realtime: (metric) => dailyRows(metric as SeriesRow['metric']),
    bestsellers: (_sort, pageNumber) => ({ content: [], totalElements: 0, pageNumber, pageSize: 5 }),
    insights: emptyInsights(),
    demoHistory: { status: 'NONE', days: 0, daysPlayed: 0 },
  };
}

const ranged = (route: string) => [
  `/api/${route}/:start/:end/:merchantId`,
  `/api/${route}/:start/:end/:merchantId/:storeId`,
];

/** The dashboard routes and the merchant's one store, answering from `api()`. */
export function dashboardHandlers(api: () => DashboardApi) {
  const page = (url: string) => Number(new URL(url).searchParams.get('pageNumber') ?? 0);
  return [
    storesRoute(() => [sampleStore()]),
    http.get('/api/demo-history', () => respond(demoHistorySchema, api().demoHistory)),
    ...ranged('merchant-dashboard/init').map((path) =>
      http.get(path, () => respond(z.array(metricTotalSchema), api().merchantInit)),
    ),
    ...ranged('merchant-dashboard/platform').map((path) =>
      http.get(path, () => respond(z.array(platformTotalSchema), api().platforms)),
    ),
    ...ranged('merchant-dashboard/user-rating/list').map((path) =>
      http.get(path, ({ request }) => respond(ratingPageSchema, api().ratingPage(page(request.url)))),
    ),
    ...ranged('merchant-dashboard/user-rating').map((path) =>
      http.get(path, () => respond(ratingSummarySchema, api().ratingSummary)),
    ),
    ...ranged('merchant-dashboard/insights').map((path) =>
      http.get(path, () => respond(dashboardInsightsSchema, api().insights)),
    ),
    ...[
      '/api/merchant-dashboard/popular-time/:start/:end/:weekDay/:merchantId',
      '/api/merchant-dashboard/popular-time/:start/:end/:weekDay/:merchantId/:storeId',
    ].map((path) =>
      http.get(path, ({ params }) =>
        respond(z.array(popularHourSchema), api().popular(String(params.weekDay))),
      ),
    ),
    ...ranged('sales-dashboard/init').map((path) =>
      http.get(path, () => respond(z.array(metricTotalSchema), api().salesInit)),
    ),
    ...ranged('sales-dashboard/bestseller').map((path) =>
      http.get(path, ({ request }) => {
        const sort = new URL(request.url).searchParams.get('sort') ?? 'grossAmount';
        return respond(bestsellerPageSchema, api().bestsellers(sort, page(request.url)));
      }),
    ),
    ...[
      '/api/sales-dashboard/realtime/:metric/:viewMode/:merchantId',
      '/api/sales-dashboard/realtime/:metric/:viewMode/:merchantId/:storeId',
    ].map((path) =>
      http.get(path, ({ params }) =>
        respond(z.array(seriesRowSchema), api().realtime(String(params.metric), String(params.viewMode))),
      ),
    ),
    ...ranged('sales-dashboard/:metric/:viewMode').map((path) =>
      http.get(path, ({ params }) =>
        respond(z.array(seriesRowSchema), api().series(String(params.metric), String(params.viewMode))),
      ),
    ),
  ];
}

/**
 * Charts measure their box, and jsdom has none, so recharts warns on every render: those warnings
 * are dropped (the tests read the charts' tables); any other warning still shows.
 */
export function quietChartSizeWarnings() {
  const warn = console.warn.bind(console);
  return vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
    warn(...args);
  });
}
