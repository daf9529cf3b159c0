import { defaultTaxQuerySchema, taxConfigSchema, taxQuerySchema } from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { TaxService } from './taxes.service';

export function taxesRoutes(app: AppInstance, deps: { taxes: TaxService }) {
  const config = { access: 'any' } as const;
  const response = { 200: z.array(taxConfigSchema) };

  app.get(
    '/api/tax-config',
    {
      config,
      schema: {
        operationId: 'getTaxConfig',
        summary: 'Get the tax settings for a place',
        querystring: taxQuerySchema,
        response,
      },
    },
    (request) => deps.taxes.list(request.query),
  );

  app.get(
    '/api/tax-config/default',
    {
      config,
      schema: {
        operationId: 'getDefaultTaxConfig',
        summary: 'Get the default tax settings for a place',
        querystring: defaultTaxQuerySchema,
        response,
      },
    },
    (request) => deps.taxes.defaults(request.query),
  );
}
