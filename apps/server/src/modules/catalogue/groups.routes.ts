import {
  type AddonGroup,
  type AddonGroupInput,
  addonGroupInputSchema,
  addonGroupSchema,
  addonListBodySchema,
  deletedResponseSchema,
  groupRankBodySchema,
  groupStatusParamsSchema,
  itemIdParamsSchema,
  type ProductGroup,
  type ProductGroupInput,
  productGroupInputSchema,
  productGroupSchema,
  productListBodySchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { GroupService } from './groups.service';

/** The group service seen with one kind's shapes (the service builds the shape of its kind). */
interface GroupApi<G, I> {
  create(merchantId: string, input: I): Promise<G>;
  list(merchantId: string, searchText?: string): Promise<G[]>;
  get(merchantId: string, id: string): Promise<G>;
  update(merchantId: string, id: string, input: I): Promise<G>;
  members(merchantId: string, id: string, ids: string[], mode: 'add' | 'remove'): Promise<G>;
  setStatus(merchantId: string, id: string, status: string): Promise<G>;
  remove(merchantId: string, id: string): Promise<{ id: string }>;
  rank(merchantId: string, wanted: { id: string; rank: number }[]): Promise<G[]>;
  exclusiveMembers(merchantId: string, id: string): Promise<string[]>;
}

/** `/api/product-groups` (contract §5): CRUD, status, search, members and rank. */
export function productGroupsRoutes(app: AppInstance, deps: { groups: GroupService }) {
  const groups = deps.groups as unknown as GroupApi<ProductGroup, ProductGroupInput>;
  const base = '/api/product-groups';
  const config = { access: 'merchant' } as const;
  const response = { 200: productGroupSchema };
  const list = { 200: z.array(productGroupSchema) };
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;
  const params = itemIdParamsSchema;
  const body = productGroupInputSchema;

  app.post(base, { config, schema: { body, response } }, (request) =>
    groups.create(merchant(request), request.body),
  );
  app.get(base, { config, schema: { response: list } }, (request) => groups.list(merchant(request)));
  app.get(
    `${base}/search`,
    { config, schema: { querystring: z.object({ searchText: z.string().optional() }), response: list } },
    (request) => groups.list(merchant(request), request.query.searchText ?? ''),
  );
  app.put(`${base}/rank`, { config, schema: { body: groupRankBodySchema, response: list } }, (request) =>
    groups.rank(merchant(request), request.body.productGroups),
  );
  app.put(
    `${base}/status/:id/:status`,
    { config, schema: { params: groupStatusParamsSchema, response } },
    (request) => groups.setStatus(merchant(request), request.params.id, request.params.status),
  );
  app.get(`${base}/:id`, { config, schema: { params, response } }, (request) =>
    groups.get(merchant(request), request.params.id),
  );
  app.put(`${base}/:id`, { config, schema: { params, body, response } }, (request) =>
    groups.update(merchant(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    { config, schema: { params, response: { 200: deletedResponseSchema } } },
    (request) => groups.remove(merchant(request), request.params.id),
  );
  app.put(
    `${base}/:id/products`,
    { config, schema: { params, body: productListBodySchema, response } },
    (request) => groups.members(merchant(request), request.params.id, request.body.productList, 'add'),
  );
  app.delete(
    `${base}/:id/products`,
    { config, schema: { params, body: productListBodySchema, response } },
    (request) => groups.members(merchant(request), request.params.id, request.body.productList, 'remove'),
  );
}

/** `/api/addon-groups` (contract §5): mirrors the product-group routes with `/{id}/addons`. */
export function addonGroupsRoutes(app: AppInstance, deps: { groups: GroupService }) {
  const groups = deps.groups as unknown as GroupApi<AddonGroup, AddonGroupInput>;
  const base = '/api/addon-groups';
  const config = { access: 'merchant' } as const;
  const response = { 200: addonGroupSchema };
  const list = { 200: z.array(addonGroupSchema) };
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;
  const params = itemIdParamsSchema;
  const body = addonGroupInputSchema;

  app.post(base, { config, schema: { body, response } }, (request) =>
    groups.create(merchant(request), request.body),
  );
  app.get(base, { config, schema: { response: list } }, (request) => groups.list(merchant(request)));
  app.get(
    `${base}/search`,
    { config, schema: { querystring: z.object({ searchText: z.string().optional() }), response: list } },
    (request) => groups.list(merchant(request), request.query.searchText ?? ''),
  );
  app.put(
    `${base}/status/:id/:status`,
    { config, schema: { params: groupStatusParamsSchema, response } },
    (request) => groups.setStatus(merchant(request), request.params.id, request.params.status),
  );
  app.get(`${base}/:id`, { config, schema: { params, response } }, (request) =>
    groups.get(merchant(request), request.params.id),
  );
  app.put(`${base}/:id`, { config, schema: { params, body, response } }, (request) =>
    groups.update(merchant(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    { config, schema: { params, response: { 200: deletedResponseSchema } } },
    (request) => groups.remove(merchant(request), request.params.id),
  );
  app.put(
    `${base}/:id/addons`,
    { config, schema: { params, body: addonListBodySchema, response } },
    (request) => groups.members(merchant(request), request.params.id, request.body.addons, 'add'),
  );
  app.delete(
    `${base}/:id/addons`,
    { config, schema: { params, body: addonListBodySchema, response } },
    (request) => groups.members(merchant(request), request.params.id, request.body.addons, 'remove'),
  );
  app.get(
    `${base}/:id/exclusive-addons`,
    { config, schema: { params, response: { 200: z.array(z.string()) } } },
    (request) => groups.exclusiveMembers(merchant(request), request.params.id),
  );
}
