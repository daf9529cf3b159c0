import {
  connectParamsSchema,
  onboardingLinkQuerySchema,
  paymentConfigSchema,
  paymentConnectionSchema,
  paymentLinkSchema,
  sandboxDashboardSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { PaymentAccountService } from './payments.service';

/**
 * The merchant's payment account (contract §11 Routes), the sandbox's dashboard and the client's
 * payment configuration.
 * `GET /api/accounts/check/has-account/{merchantId}` stays with the merchant routes, answering
 * from the same check.
 */
export function paymentsRoutes(app: AppInstance, deps: { accounts: PaymentAccountService }) {
  const { accounts } = deps;
  const config = { access: 'merchant' } as const;
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;

  app.get(
    '/api/accounts/onboarding-link',
    {
      config,
      schema: {
        operationId: 'getOnboardingLink',
        summary: 'Get a link to set up the payment account',
        errors: [502],
        querystring: onboardingLinkQuerySchema,
        response: { 200: paymentLinkSchema },
      },
    },
    (request) => accounts.onboardingLink(merchant(request), request.query.returnUrl),
  );

  app.post(
    '/api/accounts/user/stripe/connect/:authCode',
    {
      config,
      schema: {
        operationId: 'connectPaymentAccount',
        summary: 'Connect a payment account with an OAuth code',
        errors: [502],
        params: connectParamsSchema,
        response: { 200: paymentConnectionSchema },
      },
    },
    (request) => accounts.connect(merchant(request), request.params.authCode),
  );

  app.get(
    '/api/accounts/merchant/dashboard',
    {
      config,
      schema: {
        operationId: 'getPaymentDashboardLink',
        summary: "Get a link to the payment provider's dashboard",
        errors: [502],
        response: { 200: paymentLinkSchema },
      },
    },
    (request) => accounts.dashboardLink(merchant(request)),
  );

  app.delete(
    '/api/accounts/merchant',
    {
      config,
      schema: {
        operationId: 'disconnectPaymentAccount',
        summary: 'Disconnect the payment account',
        errors: [502],
        response: { 200: paymentConnectionSchema },
      },
    },
    (request) => accounts.disconnect(merchant(request)),
  );

  app.get(
    '/api/payments/sandbox/dashboard',
    {
      config,
      schema: {
        operationId: 'getSandboxDashboard',
        summary: "Show the sandbox provider's dashboard",
        response: { 200: sandboxDashboardSchema },
      },
    },
    (request) => accounts.sandboxDashboard(merchant(request)),
  );

  app.get(
    '/api/payments/config',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'getPaymentConfig',
        summary: "Get the payment provider's client settings",
        response: { 200: paymentConfigSchema },
      },
    },
    () => accounts.config(),
  );
}
