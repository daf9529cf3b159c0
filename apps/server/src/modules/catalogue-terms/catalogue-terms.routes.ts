import {
  type CatalogueTermKind,
  catalogueTermInputSchema,
  catalogueTermParamsSchema,
  catalogueTermSchema,
  deletedResponseSchema,
  productCategorySchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { merchantOf } from '../../plugins/auth';
import { type CatalogueTermService, createCatalogueTermService } from './catalogue-terms.service';

const PATHS: Record<CatalogueTermKind, string> = {
  CATEGORY: '/api/product-categories',
  UNIT: '/api/product-units',
  ATTRIBUTE: '/api/product-attributes',
};

/** Names for the OpenAPI document: operationIds and summaries. */
const NAMES: Record<CatalogueTermKind, [string, string, string, string]> = {
  CATEGORY: ['ProductCategory', 'ProductCategories', 'product category', 'product categories'],
  UNIT: ['ProductUnit', 'ProductUnits', 'product unit', 'product units'],
  ATTRIBUTE: ['ProductAttribute', 'ProductAttributes', 'product attribute', 'product attributes'],
};

/** One kind's routes: POST, GET, and GET / PUT / DELETE on `/{id}` (contract §5). */
function termRoutes(app: AppInstance, kind: CatalogueTermKind, terms: CatalogueTermService) {
  const base = PATHS[kind];
  const config = { access: 'merchant' } as const;
  const item = kind === 'CATEGORY' ? productCategorySchema : catalogueTermSchema;
  const body = catalogueTermInputSchema(kind);
  const response = { 200: item };
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;
  const params = catalogueTermParamsSchema;
  const [one, many, label, labels] = NAMES[kind];

  app.post(
    base,
    { config, schema: { operationId: `create${one}`, summary: `Create a ${label}`, body, response } },
    (request) => terms.create(merchant(request), request.body),
  );
  app.get(
    base,
    {
      config,
      schema: { operationId: `list${many}`, summary: `List the ${labels}`, response: { 200: z.array(item) } },
    },
    (request) => terms.list(merchant(request)),
  );
  app.get(
    `${base}/:id`,
    { config, schema: { operationId: `get${one}`, summary: `Get one ${label}`, params, response } },
    (request) => terms.get(merchant(request), request.params.id),
  );
  app.put(
    `${base}/:id`,
    { config, schema: { operationId: `update${one}`, summary: `Change a ${label}`, params, body, response } },
    (request) => terms.update(merchant(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        operationId: `delete${one}`,
        summary: `Delete a ${label}`,
        params,
        response: { 200: deletedResponseSchema },
      },
    },
    (request) => terms.remove(merchant(request), request.params.id),
  );
}

export function catalogueTermsRoutes(app: AppInstance, deps: { db: Db; clock: Clock }) {
  for (const kind of ['CATEGORY', 'UNIT', 'ATTRIBUTE'] as const)
    termRoutes(app, kind, createCatalogueTermService(deps, kind));
}
