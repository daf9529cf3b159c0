import {
  deletedResponseSchema,
  deliveryPriceRequestSchema,
  deliveryQuoteSchema,
  deliveryRuleInputSchema,
  deliveryRuleParamsSchema,
  deliveryRuleSchema,
  deliveryRuleStatusParamsSchema,
  storeIdParamsSchema,
  storeRulesParamsSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import { authOf, merchantOf } from '../../plugins/auth';
import type { DeliveryQuoteService } from './delivery-quote.service';
import type { DeliveryRuleService } from './delivery-rules.service';

const BASE = '/api/merchant-stores/:storeId/delivery-rules';

export function deliveryRulesRoutes(
  app: AppInstance,
  deps: { rules: DeliveryRuleService; quotes: DeliveryQuoteService },
) {
  const { rules, quotes } = deps;
  const config = { access: 'merchant' } as const;
  const response = { 200: deliveryRuleSchema };
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;

  app.post(
    BASE,
    {
      config,
      schema: {
        operationId: 'createDeliveryRule',
        summary: 'Add a delivery rule to a store',
        params: storeRulesParamsSchema,
        body: deliveryRuleInputSchema,
        response,
      },
    },
    (request) => rules.create(merchant(request), request.params.storeId, request.body),
  );

  app.get(
    BASE,
    {
      config,
      schema: {
        operationId: 'listDeliveryRules',
        summary: "List a store's delivery rules",
        params: storeRulesParamsSchema,
        response: { 200: z.array(deliveryRuleSchema) },
      },
    },
    (request) => rules.list(merchant(request), request.params.storeId),
  );

  app.get(
    `${BASE}/:ruleId`,
    {
      config,
      schema: {
        operationId: 'getDeliveryRule',
        summary: 'Get one delivery rule',
        params: deliveryRuleParamsSchema,
        response,
      },
    },
    (request) => rules.get(merchant(request), request.params.storeId, request.params.ruleId),
  );

  app.put(
    `${BASE}/:ruleId`,
    {
      config,
      schema: {
        operationId: 'updateDeliveryRule',
        summary: 'Change a delivery rule',
        params: deliveryRuleParamsSchema,
        body: deliveryRuleInputSchema,
        response,
      },
    },
    (request) => rules.update(merchant(request), request.params.storeId, request.params.ruleId, request.body),
  );

  app.put(
    `${BASE}/:ruleId/status/:status`,
    {
      config,
      schema: {
        operationId: 'setDeliveryRuleStatus',
        summary: 'Turn a delivery rule on or off',
        params: deliveryRuleStatusParamsSchema,
        response,
      },
    },
    (request) =>
      rules.setStatus(
        merchant(request),
        request.params.storeId,
        request.params.ruleId,
        request.params.status,
      ),
  );

  app.delete(
    `${BASE}/:ruleId`,
    {
      config,
      schema: {
        operationId: 'deleteDeliveryRule',
        summary: 'Delete a delivery rule',
        params: deliveryRuleParamsSchema,
        response: { 200: deletedResponseSchema },
      },
    },
    (request) => rules.remove(merchant(request), request.params.storeId, request.params.ruleId),
  );

  // Customers (U) and merchants (M): the service tells them apart; anyone else is refused.
  app.post(
    '/api/merchant-stores/:id/delivery-price',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'quoteDeliveryPrice',
        summary: 'Quote the delivery price to an address',
        params: storeIdParamsSchema,
        body: deliveryPriceRequestSchema,
        response: { 200: deliveryQuoteSchema },
      },
    },
    (request) => {
      const auth = authOf(request);
      if (auth.role === 'USER') return quotes.quote({ role: 'USER' }, request.params.id, request.body);
      if (auth.role !== 'MERCHANT') throw new AppError('FORBIDDEN');
      return quotes.quote(
        { role: 'MERCHANT', merchantId: merchant(request) },
        request.params.id,
        request.body,
      );
    },
  );
}
