import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema, UPLOAD_LIMITS } from '@perkdesk/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MULTIPART_LIMITS } from '../lib/input-limits';

/** A part of a documented multipart/form-data body: one image, several, or a JSON text; `?` if optional. */
export type MultipartPart = `${'image' | 'images' | 'json'}${'' | '?'}`;

/** Error statuses a route may declare beyond the derived ones (401: a public route reading an optional token). */
export type ErrorStatus = 400 | 401 | 404 | 409 | 429 | 502 | 503;

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: the error statuses the route answers besides the derived ones. */
    errors?: readonly ErrorStatus[];
    /** Documentation only: the multipart body the handler reads itself (uploads), by field name. */
    multipart?: Readonly<Record<string, MultipartPart>>;
  }
}

/** One tag per module or contract section; the first pattern matching an operation's path names its tag. */
export const API_TAGS: { name: string; description: string; paths: RegExp }[] = [
  {
    name: 'Accounts',
    description: 'Registration, activation, sign-in, tokens and passwords (contract §2).',
    paths:
      /^\/api\/(login|logout|token|user\/(registration|activ|is-activated|password|account-info)|merchant\/registration)/,
  },
  {
    name: 'Storefront',
    description:
      'What customers browse without signing in: stores near them, a store and its menu, store links.',
    paths: /^\/s(\/|$)|^\/api\/(merchant-stores\/(locations|[^/]+\/detail)$|store-links)/,
  },
  {
    name: 'Stores',
    description: "The merchant's stores, their delivery rules and tax settings (contract §4).",
    paths: /^\/api\/(merchant-stores|tax-config)/,
  },
  {
    name: 'Merchants',
    description: "The merchant's business profile, setup progress and messages to support.",
    paths: /^\/api\/(merchants\/(profile|setup-state)|inquiry)/,
  },
  {
    name: 'Profiles',
    description: "A customer's profile, delivery addresses and referrals.",
    paths: /^\/api\/user\/(profile|referral)/,
  },
  {
    name: 'Catalogue',
    description: 'Products, add-ons, their groups, categories, units and attributes (contract §5).',
    paths:
      /^\/api\/(products|addons|product-groups|addon-groups|product-categories|product-units|product-attributes)/,
  },
  {
    name: 'Promotions',
    description: 'Deals, punch cards, point perks and reward items (contract §6).',
    paths: /^\/api\/promotions/,
  },
  {
    name: 'Cart',
    description: "A customer's cart in one store, its coupons and redeemed promotions (contract §8).",
    paths: /^\/api\/user-cart/,
  },
  {
    name: 'Orders',
    description: 'Checkout, payment confirmation, merchant actions, active orders and history (contract §7).',
    paths: /^\/api\/orders/,
  },
  {
    name: 'Loyalty',
    description: 'Punch cards, merchant points and global points (contract §10).',
    paths: /^\/api\/(user-punch-cards|user-points|merchant-points)/,
  },
  {
    name: 'Events',
    description: 'Visits, clicks, views, ratings and store subscriptions (contract §12).',
    paths: /^\/api\/(event|subscriptions)(\/|$)/,
  },
  {
    name: 'Dashboards',
    description: "Merchant and sales dashboards (contract §13), and the demo history's progress.",
    paths: /^\/api\/(merchant-dashboard|sales-dashboard|demo-history)/,
  },
  {
    name: 'Payments',
    description: 'Payment accounts, the merchant subscription and the provider webhook (contract §11).',
    paths: /^\/api\/(accounts|payments|merchants)\//,
  },
  {
    name: 'Social',
    description: 'Linked social accounts, posts, schedules, holidays and analytics (contract §14).',
    paths: /^\/api\/social/,
  },
  { name: 'AI', description: 'Text and image generation for posts and products.', paths: /^\/api\/ai\// },
  {
    name: 'Geo',
    description: 'Time zones, geocoding and the map settings clients need.',
    paths: /^\/api\/(timezone|geocode|client-config)/,
  },
  { name: 'Files', description: 'Image uploads and the stored files.', paths: /^\/api\/(upload|files)\// },
  { name: 'Health', description: 'Liveness and readiness probes.', paths: /^\/api\/(health|ready)$/ },
  {
    name: 'Testing support',
    description: 'Helpers for end-to-end tests; absent in production.',
    paths: /^\/api\/testing-support\//,
  },
];

/** Routes that plugins register (no module schema of ours): their names are kept here. */
const PLUGIN_OPERATIONS: Record<string, { operationId: string; summary: string; response?: Schema }> = {
  'GET /s': {
    operationId: 'redirectToStorefront',
    summary: 'Redirect to the storefront app',
    response: { 301: { description: 'Moved permanently to `/s/` (the `Location` header).', type: 'null' } },
  },
  'GET /s/*': { operationId: 'getStorefrontPage', summary: 'Get a storefront page or asset' },
};

/** Every error answer documented, each one the contract's error body (lib/error-body.ts). */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'Bad input (`VALIDATION_FAILED` with `violations`) or a refused action; `code` says which.',
  },
  401: { name: 'Unauthorized', description: 'No valid access token: missing, expired or revoked.' },
  403: { name: 'Forbidden', description: 'Signed in with a role that may not call this route.' },
  404: { name: 'NotFound', description: 'Not found, or it belongs to another merchant.' },
  409: { name: 'Conflict', description: 'A request with the same `Idempotency-Key` is still in progress.' },
  413: { name: 'PayloadTooLarge', description: 'The body, a file or the number of parts is over its limit.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a content type this route reads.' },
  429: { name: 'TooManyRequests', description: 'Too many requests; `Retry-After` says when to try again.' },
  500: { name: 'InternalError', description: 'An unexpected failure; nothing internal is shown.' },
  502: { name: 'ProviderError', description: 'The payment, social, AI or geocoding provider failed.' },
  503: {
    name: 'ServiceUnavailable',
    description: 'This instance cannot serve now: its database does not answer.',
  },
};

const ERROR_STATUSES_KEY = 'x-error-statuses';
const ERROR_SCHEMA_REF = '#/components/schemas/ErrorBody';

type Schema = Record<string, unknown>;

export const tagOf = (path: string) => API_TAGS.find((tag) => tag.paths.test(path))?.name;

const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`;

function multipartBody(parts: Readonly<Record<string, MultipartPart>>): Schema {
  const image = {
    type: 'string',
    format: 'binary',
    description: `A JPEG, PNG, WebP or GIF image of at most ${MB(UPLOAD_LIMITS.maxFileBytes)}.`,
  };
  const part = (kind: string) =>
    kind === 'images'
      ? { type: 'array', items: image, maxItems: MULTIPART_LIMITS.files }
      : kind === 'json'
        ? { type: 'string', description: 'A JSON text: a field, or a file part such as a JSON Blob.' }
        : image;
  const fields = Object.entries(parts).map(([field, kind]) => [field, kind.replace('?', '')] as const);
  const required = Object.keys(parts).filter((field) => !parts[field]?.endsWith('?'));
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map(([field, kind]) => [field, part(kind)])),
    // OpenAPI 3.0 wants a `required` list to have at least one name.
    ...(required.length ? { required } : {}),
    description:
      `Images of at most ${MB(UPLOAD_LIMITS.maxFileBytes)} each and ` +
      `${MB(UPLOAD_LIMITS.maxRequestBytes)} in all, at most ${MULTIPART_LIMITS.files} files per request.`,
  };
}

/** What every route answers, from how it is declared: access, input, path parameters, body. */
function errorStatuses(route: RouteOptions, schema: Schema, declared: readonly number[]): number[] {
  // Any route answers 400 to a bad query, body or path (the input guard refuses a NUL anywhere), and 500.
  const statuses = new Set<number>([...declared, 400, 500]);
  const access = route.config?.access;
  const hasBody = Boolean(schema.body || schema.multipart);
  const hasPathParams = /[:*]/.test(route.url);
  if (access && access !== 'public') statuses.add(401);
  if (access && access !== 'public' && access !== 'any') statuses.add(403);
  if (hasPathParams) statuses.add(404);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * The zod transform, plus what is uniform: the tag by path, the error statuses, the multipart body
 * and the names of plugin routes. Summaries and operationIds sit next to each route.
 */
function transform(input: TransformInput) {
  const { route, url } = input;
  const {
    errors = [],
    multipart,
    ...own
  } = (input.schema ?? {}) as Schema & {
    errors?: readonly number[];
    multipart?: Record<string, MultipartPart>;
  };
  const converted = jsonSchemaTransform({ ...input, schema: own } as TransformInput);
  const schema: Schema = { ...(converted.schema as Schema | undefined) };
  if (schema.hide) return { schema, url };
  Object.assign(schema, PLUGIN_OPERATIONS[`${route.method} ${url}`]);
  const tag = tagOf(url);
  if (!schema.tags && tag) schema.tags = [tag];
  if (multipart) {
    schema.body = multipartBody(multipart);
    schema.consumes = ['multipart/form-data'];
  }
  schema[ERROR_STATUSES_KEY] = errorStatuses(route, { ...own, multipart }, errors);
  return { schema, url };
}

type Operation = { responses?: Record<string, unknown>; [ERROR_STATUSES_KEY]?: number[] };
type OpenApiObject = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

/** One error schema and one response per status in components; operations refer to them. */
function transformObject({ openapiObject }: { openapiObject: OpenApiObject }) {
  for (const methods of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      const statuses = operation[ERROR_STATUSES_KEY] ?? [];
      delete operation[ERROR_STATUSES_KEY];
      operation.responses ??= {};
      for (const status of statuses) {
        const name = ERROR_RESPONSES[status]?.name;
        if (name) operation.responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
    }
  }
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } },
    ]),
  );
  const components = openapiObject.components ?? {};
  return {
    ...openapiObject,
    tags: API_TAGS.map(({ name, description }) => ({ name, description })),
    components: {
      ...components,
      schemas: {
        ...components.schemas,
        ErrorBody: z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }),
      },
      responses: { ...components.responses, ...responses },
    },
  };
}

/** The OpenAPI document is generated from the routes' zod schemas and browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Perkdesk platform API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: transform as never,
    transformObject: transformObject as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
