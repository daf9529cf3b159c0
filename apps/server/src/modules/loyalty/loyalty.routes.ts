import {
  globalPointHistoryPageSchema,
  globalPointSummarySchema,
  idSchema,
  merchantPointHistoryEntrySchema,
  merchantPointsRedeemBodySchema,
  merchantPointsSchema,
  pageQuerySchema,
  pointHistoryEntrySchema,
  pointsConfigSchema,
  punchCardListQuerySchema,
  punchCardSchema,
  punchHistoryEntrySchema,
  userPointsSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { authOf, merchantOf } from '../../plugins/auth';
import type { LoyaltyService } from './loyalty.service';

const idParams = z.object({ id: idSchema });
const merchantParams = z.object({ merchantId: idSchema });

/**
 * Contract §10: punch cards, customer points and global points (U; the points config A), and the
 * merchant's global points (M). The merchant comes from the token; a customer reads only its own.
 */
export function loyaltyRoutes(app: AppInstance, deps: { loyalty: LoyaltyService }) {
  const { loyalty } = deps;
  const customer = { access: 'user' } as const;
  const merchant = { access: 'merchant' } as const;

  app.get(
    '/api/user-punch-cards',
    {
      config: customer,
      schema: {
        operationId: 'listPunchCards',
        summary: "List the customer's punch cards",
        errors: [404],
        querystring: punchCardListQuerySchema,
        response: { 200: z.array(punchCardSchema) },
      },
    },
    (request) => loyalty.punchCards(authOf(request).userId, request.query.storeId),
  );
  app.get(
    '/api/user-punch-cards/:id',
    {
      config: customer,
      schema: {
        operationId: 'getPunchCard',
        summary: 'Get one punch card',
        params: idParams,
        response: { 200: punchCardSchema },
      },
    },
    (request) => loyalty.punchCard(authOf(request).userId, request.params.id),
  );
  app.get(
    '/api/user-punch-cards/history/:id',
    {
      config: customer,
      schema: {
        operationId: 'getPunchCardHistory',
        summary: "Get a punch card's history",
        params: idParams,
        response: { 200: z.array(punchHistoryEntrySchema) },
      },
    },
    (request) => loyalty.punchHistory(authOf(request).userId, request.params.id),
  );

  app.get(
    '/api/user-points',
    {
      config: customer,
      schema: {
        operationId: 'listMerchantPointBalances',
        summary: "List the customer's points at each merchant",
        response: { 200: z.array(userPointsSchema) },
      },
    },
    (request) => loyalty.userPoints(authOf(request).userId),
  );
  app.get(
    '/api/user-points/global',
    {
      config: customer,
      schema: {
        operationId: 'getGlobalPoints',
        summary: "Get the customer's global points",
        response: { 200: z.number() },
      },
    },
    (request) => loyalty.globalPoints(authOf(request).userId),
  );
  app.get(
    '/api/user-points/history/global',
    {
      config: customer,
      schema: {
        operationId: 'getGlobalPointsHistory',
        summary: 'Page through the global points history',
        querystring: pageQuerySchema,
        response: { 200: globalPointHistoryPageSchema },
      },
    },
    (request) => loyalty.globalHistory(authOf(request).userId, request.query),
  );
  app.get(
    '/api/user-points/history/global/summary',
    {
      config: customer,
      schema: {
        operationId: 'getGlobalPointsSummary',
        summary: 'Sum up the global points history',
        response: { 200: globalPointSummarySchema },
      },
    },
    (request) => loyalty.globalSummary(authOf(request).userId),
  );
  app.get(
    '/api/user-points/history/:merchantId',
    {
      config: customer,
      schema: {
        operationId: 'getMerchantPointsHistory',
        summary: "Get the customer's points history at one merchant",
        params: merchantParams,
        response: { 200: z.array(pointHistoryEntrySchema) },
      },
    },
    (request) => loyalty.pointHistory(authOf(request).userId, request.params.merchantId),
  );
  app.get(
    '/api/user-points/config',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'getPointsConfig',
        summary: 'Get how points are earned and redeemed',
        response: { 200: pointsConfigSchema },
      },
    },
    () => loyalty.config(),
  );

  app.get(
    '/api/merchant-points',
    {
      config: merchant,
      schema: {
        operationId: 'getMerchantPoints',
        summary: "Get the merchant's points balance",
        response: { 200: merchantPointsSchema },
      },
    },
    (request) => loyalty.merchantPoints(merchantOf(request).merchantId),
  );
  app.post(
    '/api/merchant-points/redeem',
    {
      config: merchant,
      schema: {
        operationId: 'redeemMerchantPoints',
        summary: "Redeem the merchant's points",
        body: merchantPointsRedeemBodySchema,
        response: { 200: merchantPointsSchema },
      },
    },
    (request) => loyalty.redeem(merchantOf(request).merchantId, request.body.globalPoints),
  );
  app.get(
    '/api/merchant-points/history',
    {
      config: merchant,
      schema: {
        operationId: 'getMerchantPointsLedger',
        summary: "Get the merchant's points history",
        response: { 200: z.array(merchantPointHistoryEntrySchema) },
      },
    },
    (request) => loyalty.merchantHistory(merchantOf(request).merchantId),
  );
}
