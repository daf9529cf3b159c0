import type { PaymentConfig } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { connectAccount } from './connect-account';
import { dashboardLink } from './dashboard-link';
import { disconnectAccount } from './disconnect-account';
import { onboardingLink } from './onboarding-link';
import type { PaymentAccountStatus } from './payment-port';
import { isPaymentAccountConnected } from './payments.repository';
import type { OrdersInProgressCheck, PaymentsContext } from './payments-context';
import { refreshAccount } from './refresh-account';
import { sandboxDashboard } from './sandbox-dashboard';

export type { OrdersInProgressCheck } from './payments-context';
export const noOrdersInProgress: OrdersInProgressCheck = async () => false;

/**
 * The merchant's payment account (contract §11 Routes, §4 Visibility): onboarding and OAuth
 * connect through the provider, the stored connection flags, disconnect. The provider's flags are
 * stored at each step, so the visibility check is one local query.
 */
export function createPaymentAccountService(deps: PaymentsContext) {
  const ctx: PaymentsContext = deps;
  return {
    isConnected: (merchantId: string): Promise<boolean> =>
      isPaymentAccountConnected(ctx.db, merchantId, ctx.payments.provider),
    onboardingLink: (merchantId: string, returnUrl: string) => onboardingLink(ctx, merchantId, returnUrl),
    connect: (merchantId: string, authCode: string) => connectAccount(ctx, merchantId, authCode),
    dashboardLink: (merchantId: string) => dashboardLink(ctx, merchantId),
    disconnect: (merchantId: string) => disconnectAccount(ctx, merchantId),
    refreshAccount: (accountId: string, status: PaymentAccountStatus, db?: Executor) =>
      refreshAccount(ctx, accountId, status, db),
    sandboxDashboard: (merchantId: string) => sandboxDashboard(ctx, merchantId),
    config: (): PaymentConfig => ({
      provider: ctx.payments.provider,
      publishableKey: ctx.payments.publishableKey,
    }),
  };
}
export type PaymentAccountService = ReturnType<typeof createPaymentAccountService>;
