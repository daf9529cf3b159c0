import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentPort } from './payment-port';
import { sandboxId } from './sandbox-ids';
import { createSandboxIntents } from './sandbox-intents';
import { createSandboxRefunds } from './sandbox-refunds';
import { createSandboxSubscriptions, type SandboxPlan } from './sandbox-subscriptions';

export { confirmSandboxIntent } from './confirm-sandbox-intent';

/** The app's page that shows the sandbox account (GET /api/payments/sandbox/dashboard). */
export const SANDBOX_DASHBOARD_PATH = '/app/setup/payment/sandbox-dashboard';

/**
 * The offline provider (contract §11 Sandbox adapter): every account is connected and able to
 * charge at once, onboarding sends the merchant straight back to `returnUrl`, and any OAuth code
 * grants a new account. Its dashboard is a page of the app; its state lives in the database.
 */
export function createSandboxPayments(deps: {
  appOrigin: string;
  db: Db;
  clock: Clock;
  plan?: SandboxPlan;
}): PaymentPort {
  return {
    provider: 'sandbox',
    publishableKey: null,
    createAccount: async () => ({ accountId: sandboxId('acct') }),
    onboardingLink: async (_accountId, returnUrl) => ({ url: returnUrl }),
    accountStatus: async () => ({ connected: true, chargesEnabled: true }),
    dashboardLink: async () => ({ url: `${deps.appOrigin.replace(/\/$/, '')}${SANDBOX_DASHBOARD_PATH}` }),
    exchangeOAuthCode: async () => ({ accountId: sandboxId('acct') }),
    ...createSandboxIntents(deps),
    ...createSandboxRefunds(deps),
    ...createSandboxSubscriptions(deps),
  };
}
