import {
  checkoutBodySchema,
  confirmBodySchema,
  customerOrderSchema,
  type MerchantOrder,
  type MerchantOrderListQuery,
  merchantOrderListQuerySchema,
  merchantOrderSchema,
  orderIdParamsSchema,
} from '@perkdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import type { Idempotency } from '../../lib/idempotency';
import { authOf } from '../../plugins/auth';
import type { OrderReader, OrderService } from './orders.service';

/** A merchant's list of its orders (the merchant-orders module answers `GET /api/orders` for merchants). */
export interface MerchantOrderList {
  list(merchantId: string, query: MerchantOrderListQuery): Promise<MerchantOrder[]>;
}

/**
 * The customer routes of contract §9 (access 'user'; a merchant token is 403). Checkout, confirm
 * and paid take an `Idempotency-Key` header (lib/idempotency.ts). `GET /api/orders` and
 * `GET /api/orders/{id}` serve both roles on one path: a customer its own orders (customer view),
 * a merchant its stores' paid ones (merchant view; the list, with its optional `storeId`, is the
 * merchant-orders module's).
 */
export function ordersRoutes(
  app: AppInstance,
  deps: { orders: OrderService; merchantOrders: MerchantOrderList; idempotency: Idempotency },
) {
  const { orders, merchantOrders, idempotency } = deps;
  const user = { access: 'user' } as const;
  const response = { 200: customerOrderSchema };
  const customer = (request: FastifyRequest) => authOf(request).userId;
  const reader = (request: FastifyRequest): OrderReader => {
    const auth = authOf(request);
    if (auth.role === 'USER') return { role: 'USER', userId: auth.userId };
    if (auth.role === 'MERCHANT' && auth.merchantId) return { role: 'MERCHANT', merchantId: auth.merchantId };
    throw new AppError('FORBIDDEN');
  };

  app.post(
    '/api/orders/checkout',
    {
      config: user,
      schema: {
        operationId: 'checkout',
        summary: 'Create an order from the cart',
        errors: [404, 409, 502],
        body: checkoutBodySchema,
        response,
      },
    },
    (request, reply) =>
      idempotency.handle(
        request,
        reply,
        {
          userId: customer(request),
          scope: 'orders.checkout',
          replay: (orderId) => orders.orderAnswer(customer(request), orderId),
        },
        () => orders.checkout(customer(request), request.body),
      ),
  );

  app.post(
    '/api/orders/:id/confirm',
    {
      config: user,
      schema: {
        operationId: 'confirmOrder',
        summary: "Confirm an order's delivery and payment details",
        errors: [409, 502],
        params: orderIdParamsSchema,
        body: confirmBodySchema,
        response,
      },
    },
    (request, reply) =>
      idempotency.handle(
        request,
        reply,
        {
          userId: customer(request),
          scope: 'orders.confirm',
          replay: (orderId) => orders.orderAnswer(customer(request), orderId),
        },
        () => orders.confirm(customer(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/api/orders/:id/paid',
    {
      config: user,
      schema: {
        operationId: 'markOrderPaid',
        summary: 'Report an order as paid',
        errors: [409, 502],
        params: orderIdParamsSchema,
        response,
      },
    },
    (request, reply) =>
      idempotency.handle(request, reply, { userId: customer(request), scope: 'orders.paid' }, () =>
        orders.paid(customer(request), request.params.id),
      ),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: user,
      schema: {
        operationId: 'cancelOrder',
        summary: 'Cancel an order not yet paid',
        params: orderIdParamsSchema,
        response,
      },
    },
    (request) => orders.cancel(customer(request), request.params.id),
  );

  app.get(
    '/api/orders/:id/is-valid',
    {
      config: user,
      schema: {
        operationId: 'checkOrderValid',
        summary: 'Check that an order can still be paid',
        params: orderIdParamsSchema,
        response,
      },
    },
    (request) => orders.isValid(customer(request), request.params.id),
  );

  const eitherView = z.union([customerOrderSchema, merchantOrderSchema]);

  app.get(
    '/api/orders',
    {
      config: { access: 'any' },
      // The merchant's form of the query: a customer's `storeId` is ignored, as any unknown field.
      schema: {
        operationId: 'listOrders',
        summary: "List the caller's orders",
        errors: [404],
        querystring: merchantOrderListQuerySchema,
        response: { 200: z.array(eitherView) },
      },
    },
    (request) => {
      const caller = reader(request);
      return caller.role === 'MERCHANT'
        ? merchantOrders.list(caller.merchantId, request.query)
        : orders.list(caller.userId, request.query);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'getOrder',
        summary: 'Get one order',
        params: orderIdParamsSchema,
        response: { 200: eitherView },
      },
    },
    (request) => orders.get(reader(request), request.params.id),
  );
}
