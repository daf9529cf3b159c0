import {
  deletedResponseSchema,
  nearbyStoreSchema,
  nearbyStoresQuerySchema,
  storeIdParamsSchema,
  storeInputSchema,
  storeLinkParamsSchema,
  storeLinkSchema,
  storeSchema,
  storeStatusParamsSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { sendAnswer } from '../../lib/answer-cache';
import { merchantOf } from '../../plugins/auth';
import type { StoreService } from './stores.service';

export function storesRoutes(app: AppInstance, deps: { stores: StoreService }) {
  const { stores } = deps;
  const config = { access: 'merchant' } as const;
  const response = { 200: storeSchema };
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;

  app.post(
    '/api/merchant-stores',
    {
      config,
      schema: { operationId: 'createStore', summary: 'Create a store', body: storeInputSchema, response },
    },
    (request) => stores.create(merchant(request), request.body),
  );

  app.get(
    '/api/merchant-stores',
    {
      config,
      schema: {
        operationId: 'listStores',
        summary: "List the merchant's stores",
        response: { 200: z.array(storeSchema) },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await stores.listAnswer(merchant(request))),
  );

  // Public (contract §4): the storefront's "stores near you". A fixed segment, so it wins over :id.
  app.get(
    '/api/merchant-stores/locations',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listNearbyStores',
        summary: 'Find stores near a location',
        querystring: nearbyStoresQuerySchema,
        response: { 200: z.array(nearbyStoreSchema) },
      },
    },
    (request) => stores.nearby(request.query),
  );

  app.get(
    '/api/merchant-stores/:id',
    {
      config,
      schema: {
        operationId: 'getStore',
        summary: "Get one of the merchant's stores",
        params: storeIdParamsSchema,
        response,
      },
    },
    (request) => stores.get(merchant(request), request.params.id),
  );

  app.put(
    '/api/merchant-stores/:id',
    {
      config,
      schema: {
        operationId: 'replaceStore',
        summary: "Replace a store's details",
        params: storeIdParamsSchema,
        body: storeInputSchema,
        response,
      },
    },
    (request) => stores.update(merchant(request), request.params.id, request.body),
  );

  app.put(
    '/api/merchant-stores/:id/:status',
    {
      config,
      schema: {
        operationId: 'setStoreStatus',
        summary: "Change a store's status",
        params: storeStatusParamsSchema,
        response,
      },
    },
    (request) => stores.setStatus(merchant(request), request.params.id, request.params.status),
  );

  app.delete(
    '/api/merchant-stores/:id',
    {
      config,
      schema: {
        operationId: 'deleteStore',
        summary: 'Delete a store',
        params: storeIdParamsSchema,
        response: { 200: deletedResponseSchema },
      },
    },
    (request) => stores.remove(merchant(request), request.params.id),
  );

  app.get(
    '/api/store-links/:slug',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'resolveStoreLink',
        summary: 'Find the store behind a store link',
        params: storeLinkParamsSchema,
        response: { 200: storeLinkSchema },
      },
    },
    (request) => stores.resolveLink(request.params.slug),
  );
}
