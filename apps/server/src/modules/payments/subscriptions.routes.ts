import {
  checkoutSessionLinkSchema,
  checkoutSessionSchema,
  createSessionBodySchema,
  customerIdParamsSchema,
  paymentCustomerSchema,
  paymentSubscriptionListSchema,
  paymentSubscriptionSchema,
  sessionIdParamsSchema,
  subscriptionIdBodySchema,
  subscriptionPlanSchema,
} from '@perkdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { SubscriptionService } from './subscriptions.service';

/**
 * The AI-post subscription routes (contract §11 Routes, M), and the plan they sell. Form bodies
 * also take JSON (§1).
 */
export function subscriptionsRoutes(app: AppInstance, deps: { subscriptions: SubscriptionService }) {
  const { subscriptions } = deps;
  const config = { access: 'merchant' } as const;
  const merchant = (request: FastifyRequest) => merchantOf(request).merchantId;

  app.get(
    '/api/merchants/subscription-plan',
    { config, schema: { response: { 200: subscriptionPlanSchema } } },
    () => subscriptions.plan(),
  );

  app.post(
    '/api/merchants/create-session',
    { config, schema: { body: createSessionBodySchema, response: { 200: checkoutSessionLinkSchema } } },
    (request) => subscriptions.createSession(merchant(request), request.body),
  );

  app.get(
    '/api/merchants/get-session-data/:sessionId',
    { config, schema: { params: sessionIdParamsSchema, response: { 200: checkoutSessionSchema } } },
    (request) => subscriptions.sessionData(merchant(request), request.params.sessionId),
  );

  app.get(
    '/api/merchants/get-customer/:customerId',
    { config, schema: { params: customerIdParamsSchema, response: { 200: paymentCustomerSchema } } },
    (request) => subscriptions.customer(merchant(request), request.params.customerId),
  );

  app.get(
    '/api/merchants/get-subscriptions/:customerId',
    { config, schema: { params: customerIdParamsSchema, response: { 200: paymentSubscriptionListSchema } } },
    (request) => subscriptions.subscriptions(merchant(request), request.params.customerId),
  );

  const change = {
    config,
    schema: { body: subscriptionIdBodySchema, response: { 200: paymentSubscriptionSchema } },
  };

  app.delete('/api/merchants/cancel-subscription', change, (request) =>
    subscriptions.cancel(merchant(request), request.body.subscriptionId),
  );

  app.post('/api/merchants/resume-subscription', change, (request) =>
    subscriptions.resume(merchant(request), request.body.subscriptionId),
  );
}
