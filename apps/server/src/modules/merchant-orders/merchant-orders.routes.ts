import { Readable } from 'node:stream';
import {
  activeOrdersResponseSchema,
  archivedOrdersPageSchema,
  archivedOrdersQuerySchema,
  merchantStoreScopeQuerySchema,
  orderCountSchema,
  storeOrdersParamsSchema,
  storeOrdersQuerySchema,
  storeOrdersResponseSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { sendAnswer } from '../../lib/answer-cache';
import { merchantOf } from '../../plugins/auth';
import type { MerchantOrderService } from './merchant-orders.service';

/**
 * The merchant's order queries (contract §9 Merchant queries; access 'merchant'). Their paths are
 * static below /api/orders (`active`, `archived`, `merchant/count`, `store/…`), which the router
 * prefers to the `:id` of `GET /api/orders/{id}`. `GET /api/orders` and `GET /api/orders/{id}`
 * serve both roles and live with the customer routes (orders.routes.ts).
 */
export function merchantOrdersRoutes(app: AppInstance, deps: { merchantOrders: MerchantOrderService }) {
  const { merchantOrders } = deps;
  const merchant = { access: 'merchant' } as const;
  const count = { querystring: merchantStoreScopeQuerySchema, response: { 200: orderCountSchema } };

  app.get(
    '/api/orders/store/:storeId',
    {
      config: merchant,
      schema: {
        operationId: 'listStoreOrders',
        summary: "List a store's orders",
        params: storeOrdersParamsSchema,
        querystring: storeOrdersQuerySchema,
        response: { 200: storeOrdersResponseSchema },
      },
    },
    (request) =>
      merchantOrders.storeOrders(merchantOf(request).merchantId, request.params.storeId, request.query),
  );

  app.get(
    '/api/orders/active',
    {
      config: merchant,
      schema: {
        operationId: 'listActiveOrders',
        summary: 'List the active orders',
        errors: [404],
        querystring: merchantStoreScopeQuerySchema,
        response: { 200: activeOrdersResponseSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await merchantOrders.active(merchantOf(request).merchantId, request.query.storeId),
      ),
  );

  app.get(
    '/api/orders/active/count',
    {
      config: merchant,
      schema: {
        ...count,
        operationId: 'countActiveOrders',
        summary: 'Count the active orders by status',
        errors: [404],
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await merchantOrders.activeCount(merchantOf(request).merchantId, request.query.storeId),
      ),
  );

  app.get(
    '/api/orders/merchant/count',
    {
      config: merchant,
      schema: {
        ...count,
        operationId: 'countMerchantOrders',
        summary: "Count the merchant's orders",
        errors: [404],
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await merchantOrders.newCount(merchantOf(request).merchantId, request.query.storeId),
      ),
  );

  app.get(
    '/api/orders/archived',
    {
      config: merchant,
      schema: {
        operationId: 'listArchivedOrders',
        summary: 'Page through the order history',
        errors: [404],
        querystring: archivedOrdersQuerySchema,
        response: { 200: archivedOrdersPageSchema },
      },
    },
    (request) => merchantOrders.archived(merchantOf(request).merchantId, request.query),
  );

  app.get(
    '/api/orders/archived/export',
    {
      config: merchant,
      schema: {
        operationId: 'exportArchivedOrders',
        summary: 'Export the filtered order history as CSV',
        errors: [404],
        querystring: archivedOrdersQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const lines = await merchantOrders.exportArchived(merchantOf(request).merchantId, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(lines));
    },
  );
}
