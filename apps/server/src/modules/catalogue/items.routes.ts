import {
  addonInputSchema,
  addonSchema,
  deletedResponseSchema,
  type ItemQuery,
  itemCategoryParamsSchema,
  itemIdParamsSchema,
  itemQuerySchema,
  itemStatusBodySchema,
  itemStatusParamsSchema,
  productInputSchema,
  productPromotionSchema,
  productSchema,
} from '@perkdesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { ResponseCache } from '../../lib/response-cache';
import { merchantOf } from '../../plugins/auth';
import type { ItemService } from './items.service';

/**
 * A list query in its canonical form: the aliases, `/search` and the filtered GET asking for the
 * same items share one cached body. Category and search text compare ignoring case (and the
 * search text's surrounding spaces), so they are keyed that way.
 */
export function listKey(query: ItemQuery): string {
  return JSON.stringify([
    query.storeId ?? null,
    query.groupId ?? null,
    query.category?.toLowerCase() ?? null,
    query.status ?? null,
    (query.searchText ?? '').trim().toLowerCase(),
  ]);
}

/**
 * `/api/products` or `/api/addons` (contract §5): POST, filtered GET and its aliases, `/search`,
 * GET / PUT / DELETE on `/{id}`, `PUT /status/{id}` with a bare string, and (products) the
 * promotions using one.
 */
export function itemsRoutes(
  app: AppInstance,
  deps: { items: ItemService; kind: 'PRODUCT' | 'ADDON'; cache: ResponseCache },
) {
  const { items, kind, cache } = deps;
  const base = kind === 'PRODUCT' ? '/api/products' : '/api/addons';
  const item = kind === 'PRODUCT' ? productSchema : addonSchema;
  const body = kind === 'PRODUCT' ? productInputSchema : addonInputSchema;
  const config = { access: 'merchant' } as const;
  const response = { 200: item };
  const list = { 200: z.array(item) };
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;
  const idParams = itemIdParamsSchema;
  // Names for the OpenAPI document: operationIds and summaries.
  const [one, many, label, labels] =
    kind === 'PRODUCT'
      ? ['Product', 'Products', 'product', 'products']
      : ['Addon', 'Addons', 'add-on', 'add-ons'];
  const a = kind === 'PRODUCT' ? 'a' : 'an';

  /**
   * Every list answers from the response cache: one read of the merchant's catalogue version,
   * then the body kept for that version and query (built, validated and serialized on a miss).
   */
  const listed = async (request: FastifyRequest, reply: FastifyReply, query: ItemQuery) => {
    const merchantId = merchant(request);
    const version = await items.version(merchantId);
    return cache.send(request, reply, {
      scope: `${base} ${merchantId} ${listKey(query)}`,
      version,
      schema: list[200],
      build: async () => ({ value: await items.list(merchantId, query) }),
    });
  };

  app.post(
    base,
    { config, schema: { operationId: `create${one}`, summary: `Create ${a} ${label}`, body, response } },
    (request) => items.create(merchant(request), request.body),
  );
  app.get(
    base,
    {
      config,
      schema: {
        operationId: `list${many}`,
        summary: `List the ${labels}, filtered`,
        querystring: itemQuerySchema,
        response: list,
      },
    },
    (request, reply) => listed(request, reply, request.query),
  );
  app.get(
    `${base}/search`,
    {
      config,
      schema: {
        operationId: `search${many}`,
        summary: `Search the ${labels} by name`,
        querystring: z.object({ searchText: z.string().optional() }),
        response: list,
      },
    },
    (request, reply) => listed(request, reply, { searchText: request.query.searchText ?? '' }),
  );
  app.get(
    `${base}/store/:id`,
    {
      config,
      schema: {
        operationId: `list${many}OfStore`,
        summary: `List a store's ${labels}`,
        params: idParams,
        response: list,
      },
    },
    (request, reply) => listed(request, reply, { storeId: request.params.id }),
  );
  app.get(
    `${base}/group/:id`,
    {
      config,
      schema: {
        operationId: `list${many}OfGroup`,
        summary: `List a group's ${labels}`,
        params: idParams,
        response: list,
      },
    },
    (request, reply) => listed(request, reply, { groupId: request.params.id }),
  );
  app.get(
    `${base}/category/:name`,
    {
      config,
      schema: {
        operationId: `list${many}OfCategory`,
        summary: `List the ${labels} of a category`,
        params: itemCategoryParamsSchema,
        response: list,
      },
    },
    (request, reply) => listed(request, reply, { category: request.params.name }),
  );
  app.get(
    `${base}/status/:status`,
    {
      config,
      schema: {
        operationId: `list${many}ByStatus`,
        summary: `List the ${labels} with a status`,
        params: itemStatusParamsSchema,
        response: list,
      },
    },
    (request, reply) => listed(request, reply, { status: request.params.status }),
  );
  app.put(
    `${base}/status/:id`,
    {
      config,
      schema: {
        operationId: `set${one}Status`,
        summary: `Change ${a} ${label}'s status`,
        params: idParams,
        body: itemStatusBodySchema,
        response,
      },
    },
    (request) => items.setStatus(merchant(request), request.params.id, request.body),
  );
  app.get(
    `${base}/:id`,
    { config, schema: { operationId: `get${one}`, summary: `Get one ${label}`, params: idParams, response } },
    (request) => items.get(merchant(request), request.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        operationId: `update${one}`,
        summary: `Change ${a} ${label}`,
        params: idParams,
        body,
        response,
      },
    },
    (request) => items.update(merchant(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        operationId: `delete${one}`,
        summary: `Delete ${a} ${label}`,
        params: idParams,
        response: { 200: deletedResponseSchema },
      },
    },
    (request) => items.remove(merchant(request), request.params.id),
  );
  if (kind === 'PRODUCT')
    app.get(
      `${base}/:id/promotions`,
      {
        config,
        schema: {
          operationId: 'listProductPromotions',
          summary: 'List the promotions using a product',
          params: idParams,
          response: { 200: z.array(productPromotionSchema) },
        },
      },
      (request) => items.promotions(merchant(request), request.params.id),
    );
}
