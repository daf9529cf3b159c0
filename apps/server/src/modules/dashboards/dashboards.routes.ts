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
/** Each scoped route answers with and without the trailing `/{storeId}`. */
const scoped = (path: string) => [path, `${path}/:storeId`];

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
  const ranged = (response: z.ZodType) => ({
    ...options,
    schema: { params: dashboardRangeParamsSchema, response: { 200: response } },
  });

  for (const path of scoped(`/api/merchant-dashboard/init/${RANGE}`)) {
    app.get(path, ranged(z.array(metricTotalSchema)), (request) =>
      dashboards.merchantInit(merchantOf(request).merchantId, request.params),
    );
  }
  for (const path of scoped(`/api/merchant-dashboard/platform/${RANGE}`)) {
    app.get(path, ranged(z.array(platformTotalSchema)), (request) =>
      dashboards.platforms(merchantOf(request).merchantId, request.params),
    );
  }
  for (const path of scoped(`/api/merchant-dashboard/user-rating/${RANGE}`)) {
    app.get(path, ranged(ratingSummarySchema), (request) =>
      dashboards.ratingSummary(merchantOf(request).merchantId, request.params),
    );
  }
  for (const path of scoped(`/api/merchant-dashboard/user-rating/list/${RANGE}`)) {
    app.get(
      path,
      {
        ...options,
        schema: {
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
    { ...options, schema: { params: ratingOfOrderParamsSchema, response: { 200: orderRatingSchema } } },
    (request) => dashboards.orderRating(merchantOf(request).merchantId, request.params.orderId),
  );
  for (const path of scoped('/api/merchant-dashboard/popular-time/:start/:end/:weekDay/:merchantId')) {
    app.get(
      path,
      {
        ...options,
        schema: { params: popularTimeParamsSchema, response: { 200: z.array(popularHourSchema) } },
      },
      (request) => dashboards.popularTime(merchantOf(request).merchantId, request.params),
    );
  }
  for (const path of scoped(`/api/merchant-dashboard/insights/${RANGE}`)) {
    app.get(path, ranged(dashboardInsightsSchema), (request) =>
      dashboards.insights(merchantOf(request).merchantId, request.params),
    );
  }

  for (const path of scoped(`/api/sales-dashboard/init/${RANGE}`)) {
    app.get(path, ranged(z.array(metricTotalSchema)), (request) =>
      dashboards.salesInit(merchantOf(request).merchantId, request.params),
    );
  }
  for (const path of scoped(`/api/sales-dashboard/bestseller/${RANGE}`)) {
    app.get(
      path,
      {
        ...options,
        schema: {
          params: dashboardRangeParamsSchema,
          querystring: bestsellerQuerySchema,
          response: { 200: bestsellerPageSchema },
        },
      },
      (request) => dashboards.bestsellers(merchantOf(request).merchantId, request.params, request.query),
    );
  }
  for (const path of scoped('/api/sales-dashboard/realtime/:metric/:viewMode/:merchantId')) {
    app.get(
      path,
      { ...options, schema: { params: realtimeParamsSchema, response: { 200: z.array(seriesRowSchema) } } },
      (request) => dashboards.realtime(merchantOf(request).merchantId, request.params),
    );
  }
  for (const path of scoped(`/api/sales-dashboard/:metric/:viewMode/${RANGE}`)) {
    app.get(
      path,
      { ...options, schema: { params: seriesParamsSchema, response: { 200: z.array(seriesRowSchema) } } },
      (request) => dashboards.series(merchantOf(request).merchantId, request.params),
    );
  }
}
