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
    {
      config,
      schema: {
        operationId: 'getSubscriptionPlan',
        summary: 'Get the subscription plan on offer',
        response: { 200: subscriptionPlanSchema },
      },
    },
    () => subscriptions.plan(),
  );

  app.post(
    '/api/merchants/create-session',
    {
      config,
      schema: {
        operationId: 'createCheckoutSession',
        summary: 'Start a subscription checkout',
        errors: [502],
        body: createSessionBodySchema,
        response: { 200: checkoutSessionLinkSchema },
      },
    },
    (request) => subscriptions.createSession(merchant(request), request.body),
  );

  app.get(
    '/api/merchants/get-session-data/:sessionId',
    {
      config,
      schema: {
        operationId: 'getCheckoutSession',
        summary: "Get a subscription checkout's outcome",
        errors: [502],
        params: sessionIdParamsSchema,
        response: { 200: checkoutSessionSchema },
      },
    },
    (request) => subscriptions.sessionData(merchant(request), request.params.sessionId),
  );

  app.get(
    '/api/merchants/get-customer/:customerId',
    {
      config,
      schema: {
        operationId: 'getBillingCustomer',
        summary: "Get the merchant's billing customer",
        errors: [502],
        params: customerIdParamsSchema,
        response: { 200: paymentCustomerSchema },
      },
    },
    (request) => subscriptions.customer(merchant(request), request.params.customerId),
  );

  app.get(
    '/api/merchants/get-subscriptions/:customerId',
    {
      config,
      schema: {
        operationId: 'listSubscriptions',
        summary: "List the merchant's subscriptions",
        errors: [502],
        params: customerIdParamsSchema,
        response: { 200: paymentSubscriptionListSchema },
      },
    },
    (request) => subscriptions.subscriptions(merchant(request), request.params.customerId),
  );

  const change = (operationId: string, summary: string) => ({
    config,
    schema: {
      operationId,
      summary,
      errors: [404, 502] as const,
      body: subscriptionIdBodySchema,
      response: { 200: paymentSubscriptionSchema },
    },
  });

  const cancel = change('cancelSubscription', 'Cancel the subscription at the end of its period');
  app.delete('/api/merchants/cancel-subscription', cancel, (request) =>
    subscriptions.cancel(merchant(request), request.body.subscriptionId),
  );

  const resume = change('resumeSubscription', 'Resume a cancelled subscription');
  app.post('/api/merchants/resume-subscription', resume, (request) =>
    subscriptions.resume(merchant(request), request.body.subscriptionId),
  );
}
