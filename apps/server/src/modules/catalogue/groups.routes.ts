import {
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

type GroupSchema = typeof productGroupSchema | typeof addonGroupSchema;
type InputSchema = typeof productGroupInputSchema | typeof addonGroupInputSchema;
type MembersSchema = typeof productListBodySchema | typeof addonListBodySchema;

/** What differs between product groups and add-on groups on the wire (contract §5). */
interface GroupKind {
  base: string;
  groupSchema: GroupSchema;
  inputSchema: InputSchema;
  /** `/{id}/products` with `{productList}`, or `/{id}/addons` with `{addons}`. */
  membersPath: string;
  membersBody: MembersSchema;
  memberIds: (body: never) => string[];
}

const config = { access: 'merchant' } as const;
const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;
const params = itemIdParamsSchema;
const searchQuery = z.object({ searchText: z.string().optional() });

/** The routes both group kinds share: CRUD, search, status and members. */
function groupRoutes(app: AppInstance, service: GroupService, kind: GroupKind) {
  const groups = service as unknown as GroupApi<z.input<GroupSchema>, z.infer<InputSchema>>;
  const { base, inputSchema: body } = kind;
  const response = { 200: kind.groupSchema };
  const list = { 200: z.array(kind.groupSchema) };
  // Names for the OpenAPI document: operationIds and summaries.
  const [one, many, label, labels] =
    base === '/api/product-groups'
      ? ['ProductGroup', 'ProductGroups', 'product group', 'product groups']
      : ['AddonGroup', 'AddonGroups', 'add-on group', 'add-on groups'];
  const a = base === '/api/product-groups' ? 'a' : 'an';

  app.post(
    base,
    { config, schema: { operationId: `create${one}`, summary: `Create ${a} ${label}`, body, response } },
    (request) => groups.create(merchant(request), request.body),
  );
  app.get(
    base,
    { config, schema: { operationId: `list${many}`, summary: `List the ${labels}`, response: list } },
    (request) => groups.list(merchant(request)),
  );
  app.get(
    `${base}/search`,
    {
      config,
      schema: {
        operationId: `search${many}`,
        summary: `Search the ${labels} by name`,
        querystring: searchQuery,
        response: list,
      },
    },
    (request) => groups.list(merchant(request), request.query.searchText ?? ''),
  );
  app.put(
    `${base}/status/:id/:status`,
    {
      config,
      schema: {
        operationId: `set${one}Status`,
        summary: `Change ${a} ${label}'s status`,
        params: groupStatusParamsSchema,
        response,
      },
    },
    (request) => groups.setStatus(merchant(request), request.params.id, request.params.status),
  );
  app.get(
    `${base}/:id`,
    { config, schema: { operationId: `get${one}`, summary: `Get one ${label}`, params, response } },
    (request) => groups.get(merchant(request), request.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      config,
      schema: { operationId: `update${one}`, summary: `Change ${a} ${label}`, params, body, response },
    },
    (request) => groups.update(merchant(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        operationId: `delete${one}`,
        summary: `Delete ${a} ${label}`,
        params,
        response: { 200: deletedResponseSchema },
      },
    },
    (request) => groups.remove(merchant(request), request.params.id),
  );
  for (const [method, mode] of [
    ['PUT', 'add'],
    ['DELETE', 'remove'],
  ] as const) {
    app.route({
      method,
      url: `${base}/:id/${kind.membersPath}`,
      config,
      schema: {
        operationId: `${mode}${one}Members`,
        summary: `${mode === 'add' ? 'Add items to' : 'Remove items from'} ${a} ${label}`,
        params,
        body: kind.membersBody,
        response,
      },
      handler: (request) =>
        groups.members(merchant(request), request.params.id, kind.memberIds(request.body as never), mode),
    });
  }
  return groups;
}

/** `/api/product-groups` (contract §5): the shared group routes, plus rank. */
export function productGroupsRoutes(app: AppInstance, deps: { groups: GroupService }) {
  const productGroups = deps.groups as unknown as GroupApi<ProductGroup, ProductGroupInput>;
  const base = '/api/product-groups';
  groupRoutes(app, deps.groups, {
    base,
    groupSchema: productGroupSchema,
    inputSchema: productGroupInputSchema,
    membersPath: 'products',
    membersBody: productListBodySchema,
    memberIds: (body: z.infer<typeof productListBodySchema>) => body.productList,
  });
  app.put(
    `${base}/rank`,
    {
      config,
      schema: {
        operationId: 'rankProductGroups',
        summary: 'Reorder the product groups',
        errors: [404],
        body: groupRankBodySchema,
        response: { 200: z.array(productGroupSchema) },
      },
    },
    (request) => productGroups.rank(merchant(request), request.body.productGroups),
  );
}

/** `/api/addon-groups` (contract §5): the shared group routes, plus the exclusive add-ons. */
export function addonGroupsRoutes(app: AppInstance, deps: { groups: GroupService }) {
  const base = '/api/addon-groups';
  const groups = groupRoutes(app, deps.groups, {
    base,
    groupSchema: addonGroupSchema,
    inputSchema: addonGroupInputSchema,
    membersPath: 'addons',
    membersBody: addonListBodySchema,
    memberIds: (body: z.infer<typeof addonListBodySchema>) => body.addons,
  });
  app.get(
    `${base}/:id/exclusive-addons`,
    {
      config,
      schema: {
        operationId: 'listExclusiveAddons',
        summary: 'List the add-ons in no other group',
        params,
        response: { 200: z.array(z.string()) },
      },
    },
    (request) => groups.exclusiveMembers(merchant(request), request.params.id),
  );
}
