import {
  bestsellerPageSchema,
  bestsellerQuerySchema,
  dashboardInsightsSchema,
  dashboardRangeParamsSchema,
  metricTotalSchema,
  orderRatingSchema,
  pageQuerySchema,
  platformTotalSchema,
  popularHourSchema,
  popularTimeParamsSchema,
  ratingOfOrderParamsSchema,
  ratingPageSchema,
  ratingSummarySchema,
  realtimeParamsSchema,
  seriesParamsSchema,
  seriesRowSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import { refuseBadInput } from './bad-path';
import type { DashboardService } from './dashboards.service';

const RANGE = ':start/:end/:merchantId';
/** Each scoped route answers with and without the trailing `/{storeId}` (its operationId ends in `OfStore`). */
const scoped = (path: string) =>
  [
    [path, ''],
    [`${path}/:storeId`, 'OfStore'],
  ] as const;
/** The OpenAPI names of one of the two scoped operations. */
const named = (operationId: string, summary: string, ofStore: string) => ({
  operationId: `${operationId}${ofStore}`,
  summary: ofStore ? `${summary}, one store` : summary,
});

/**
 * Contract §13 (merchant GET routes) and the insights beyond it. A customer token is 403; another
 * merchant's merchantId, storeId or orderId is 404; a bad path is 400 BAD_REQUEST.
 */
export function dashboardsRoutes(app: AppInstance, deps: { dashboards: DashboardService }) {
  const { dashboards } = deps;
  const options = {
    config: { access: 'merchant' as const },
    attachValidation: true,
    preHandler: refuseBadInput,
  };
  const ranged = (response: z.ZodType, names: ReturnType<typeof named>) => ({
    ...options,
    schema: { ...names, params: dashboardRangeParamsSchema, response: { 200: response } },
  });

  for (const [path, ofStore] of scoped(`/api/merchant-dashboard/init/${RANGE}`)) {
    app.get(
      path,
      ranged(
        z.array(metricTotalSchema),
        named('getMerchantTotals', 'Get the merchant dashboard totals', ofStore),
      ),
      (request) => dashboards.merchantInit(merchantOf(request).merchantId, request.params),
    );
  }
  for (const [path, ofStore] of scoped(`/api/merchant-dashboard/platform/${RANGE}`)) {
    app.get(
      path,
      ranged(
        z.array(platformTotalSchema),
        named('getPlatformTotals', 'Get the totals by ordering platform', ofStore),
      ),
      (request) => dashboards.platforms(merchantOf(request).merchantId, request.params),
    );
  }
  for (const [path, ofStore] of scoped(`/api/merchant-dashboard/user-rating/${RANGE}`)) {
    app.get(
      path,
      ranged(ratingSummarySchema, named('getRatingSummary', 'Sum up the order ratings', ofStore)),
      (request) => dashboards.ratingSummary(merchantOf(request).merchantId, request.params),
    );
  }
  for (const [path, ofStore] of scoped(`/api/merchant-dashboard/user-rating/list/${RANGE}`)) {
    app.get(
      path,
      {
        ...options,
        schema: {
          ...named('listRatings', 'Page through the order ratings', ofStore),
          params: dashboardRangeParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: ratingPageSchema },
        },
      },
      (request) => dashboards.ratingList(merchantOf(request).merchantId, request.params, request.query),
    );
  }
  app.get(
    '/api/merchant-dashboard/user-rating/order/:orderId',
    {
      ...options,
      schema: {
        operationId: 'getOrderRating',
        summary: "Get an order's rating",
        params: ratingOfOrderParamsSchema,
        response: { 200: orderRatingSchema },
      },
    },
    (request) => dashboards.orderRating(merchantOf(request).merchantId, request.params.orderId),
  );
  for (const [path, ofStore] of scoped(
    '/api/merchant-dashboard/popular-time/:start/:end/:weekDay/:merchantId',
  )) {
    app.get(
      path,
      {
        ...options,
        schema: {
          ...named('getPopularTimes', 'Get the orders by hour of a weekday', ofStore),
          params: popularTimeParamsSchema,
          response: { 200: z.array(popularHourSchema) },
        },
      },
      (request) => dashboards.popularTime(merchantOf(request).merchantId, request.params),
    );
  }
  for (const [path, ofStore] of scoped(`/api/merchant-dashboard/insights/${RANGE}`)) {
    app.get(
      path,
      ranged(dashboardInsightsSchema, named('getInsights', 'Get the dashboard insights', ofStore)),
      (request) => dashboards.insights(merchantOf(request).merchantId, request.params),
    );
  }

  for (const [path, ofStore] of scoped(`/api/sales-dashboard/init/${RANGE}`)) {
    app.get(
      path,
      ranged(z.array(metricTotalSchema), named('getSalesTotals', 'Get the sales dashboard totals', ofStore)),
      (request) => dashboards.salesInit(merchantOf(request).merchantId, request.params),
    );
  }
  for (const [path, ofStore] of scoped(`/api/sales-dashboard/bestseller/${RANGE}`)) {
    app.get(
      path,
      {
        ...options,
        schema: {
          ...named('listBestsellers', 'Page through the bestsellers', ofStore),
          params: dashboardRangeParamsSchema,
          querystring: bestsellerQuerySchema,
          response: { 200: bestsellerPageSchema },
        },
      },
      (request) => dashboards.bestsellers(merchantOf(request).merchantId, request.params, request.query),
    );
  }
  for (const [path, ofStore] of scoped('/api/sales-dashboard/realtime/:metric/:viewMode/:merchantId')) {
    app.get(
      path,
      {
        ...options,
        schema: {
          ...named('getRealtimeSeries', 'Get a metric over today so far', ofStore),
          params: realtimeParamsSchema,
          response: { 200: z.array(seriesRowSchema) },
        },
      },
      (request) => dashboards.realtime(merchantOf(request).merchantId, request.params),
    );
  }
  for (const [path, ofStore] of scoped(`/api/sales-dashboard/:metric/:viewMode/${RANGE}`)) {
    app.get(
      path,
      {
        ...options,
        schema: {
          ...named('getSeries', 'Get a metric over a date range', ofStore),
          params: seriesParamsSchema,
          response: { 200: z.array(seriesRowSchema) },
        },
      },
      (request) => dashboards.series(merchantOf(request).merchantId, request.params),
    );
  }
}
