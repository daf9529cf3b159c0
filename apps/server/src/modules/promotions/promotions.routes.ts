import {
  deletedResponseSchema,
  PROMOTION_TYPE_PATHS,
  type PromotionListQuery,
  promotionIdParamsSchema,
  promotionInputSchemas,
  promotionListQuerySchema,
  promotionListStatusParamsSchema,
  promotionListTypeParamsSchema,
  promotionSchema,
  promotionStatusParamsSchema,
  promotionStoreParamsSchema,
} from '@perkdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { authOf, merchantOf } from '../../plugins/auth';
import type { PromotionService } from './promotions.service';

/**
 * `/api/promotions` (contract §6): the four typed writes (the path sets the type), the filtered
 * list and its aliases, status, delete, and the read by id, which a customer may make too for a
 * promotion listable now.
 */
export function promotionsRoutes(app: AppInstance, deps: { promotions: PromotionService }) {
  const { promotions } = deps;
  const base = '/api/promotions';
  const config = { access: 'merchant' } as const;
  const response = { 200: promotionSchema };
  const list = { 200: z.array(promotionSchema) };
  const merchant = (request: FastifyRequest) => merchantOf(request).merchantId;
  const listed = (request: FastifyRequest, query: PromotionListQuery) =>
    promotions.list(merchant(request), query);

  for (const [path, type] of Object.entries(PROMOTION_TYPE_PATHS)) {
    const body = promotionInputSchemas[type];
    // `point-perk` names `createPointPerk` and "a point perk promotion" in the OpenAPI document.
    const name = path.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
    const label = path.replace(/-/g, ' ');
    app.post(
      `${base}/${path}`,
      {
        config,
        schema: { operationId: `create${name}`, summary: `Create a ${label} promotion`, body, response },
      },
      (request) => promotions.create(merchant(request), type, request.body),
    );
    app.put(
      `${base}/${path}/:id`,
      {
        config,
        schema: {
          operationId: `update${name}`,
          summary: `Change a ${label} promotion`,
          params: promotionIdParamsSchema,
          body,
          response,
        },
      },
      (request) => promotions.update(merchant(request), type, request.params.id, request.body),
    );
  }

  app.get(
    base,
    {
      config,
      schema: {
        operationId: 'listPromotions',
        summary: 'List the promotions, filtered',
        querystring: promotionListQuerySchema,
        response: list,
      },
    },
    (request) => listed(request, request.query),
  );
  app.get(
    `${base}/store/:storeId`,
    {
      config,
      schema: {
        operationId: 'listStorePromotions',
        summary: "List a store's promotions",
        params: promotionStoreParamsSchema,
        response: list,
      },
    },
    (request) => listed(request, { storeId: request.params.storeId }),
  );
  app.get(
    `${base}/status/:status`,
    {
      config,
      schema: {
        operationId: 'listPromotionsByStatus',
        summary: 'List the promotions with a status',
        params: promotionListStatusParamsSchema,
        response: list,
      },
    },
    (request) => listed(request, { status: request.params.status }),
  );
  app.get(
    `${base}/type/:type`,
    {
      config,
      schema: {
        operationId: 'listPromotionsByType',
        summary: 'List the promotions of a type',
        params: promotionListTypeParamsSchema,
        response: list,
      },
    },
    (request) => listed(request, { type: request.params.type }),
  );
  app.put(
    `${base}/status/:id/:status`,
    {
      config,
      schema: {
        operationId: 'setPromotionStatus',
        summary: "Change a promotion's status",
        params: promotionStatusParamsSchema,
        response,
      },
    },
    (request) => promotions.setStatus(merchant(request), request.params.id, request.params.status),
  );
  app.get(
    `${base}/:id`,
    {
      config: { access: 'any' },
      schema: {
        operationId: 'getPromotion',
        summary: 'Get one promotion (a customer sees only listable ones)',
        params: promotionIdParamsSchema,
        response,
      },
    },
    (request) => {
      const caller = authOf(request);
      return caller.role === 'MERCHANT' && caller.merchantId
        ? promotions.get(caller.merchantId, request.params.id)
        : promotions.getListable(caller, request.params.id);
    },
  );
  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        operationId: 'deletePromotion',
        summary: 'Delete a promotion',
        params: promotionIdParamsSchema,
        response: { 200: deletedResponseSchema },
      },
    },
    (request) => promotions.remove(merchant(request), request.params.id),
  );
}
