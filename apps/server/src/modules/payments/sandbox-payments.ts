import { randomBytes } from 'node:crypto';
import type { PaymentPort } from './payment-port';

const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(8).toString('hex')}`;

/**
 * The offline provider (contract §11 Sandbox adapter): every account is connected and able to
 * charge at once, onboarding sends the merchant straight back to `returnUrl`, and any OAuth code
 * grants a new account. Its dashboard is the app's own payment page.
 */
export function createSandboxPayments(deps: { appOrigin: string }): PaymentPort {
  return {
    provider: 'sandbox',
    publishableKey: null,
    createAccount: async () => ({ accountId: sandboxId('acct') }),
    onboardingLink: async (_accountId, returnUrl) => ({ url: returnUrl }),
    accountStatus: async () => ({ connected: true, chargesEnabled: true }),
    dashboardLink: async () => ({ url: `${deps.appOrigin.replace(/\/$/, '')}/app/setup/payment` }),
    exchangeOAuthCode: async () => ({ accountId: sandboxId('acct') }),
  };
}
