import type { PaymentConfig, PaymentConnection, PaymentLink } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findMerchant } from '../merchants/merchants.public';
import type { PaymentAccountStatus, PaymentPort } from './payment-port';
import {
  findPaymentAccount,
  findPaymentAccountById,
  isPaymentAccountConnected,
  type PaymentAccountRow,
  savePaymentAccount,
  updatePaymentAccount,
} from './payments.repository';

/**
 * Whether the merchant has orders that are paid but not yet finished (contract §11: disconnecting
 * is refused while PAID orders exist). The ordering engine supplies the real query; until orders
 * exist no merchant has any.
 */
export type OrdersInProgressCheck = (merchantId: string) => Promise<boolean>;
export const noOrdersInProgress: OrdersInProgressCheck = async () => false;

/**
 * The merchant's payment account (contract §11 Routes, §4 Visibility): onboarding and OAuth
 * connect through the provider, the stored connection flags, disconnect. The provider's flags are
 * stored at each step, so the visibility check is one local query.
 */
export function createPaymentAccountService(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  hasOrdersInProgress: OrdersInProgressCheck;
}) {
  const { db, clock, payments } = deps;

  /** The merchant's account at the provider that runs now, if it has one. */
  const current = async (merchantId: string): Promise<PaymentAccountRow | undefined> => {
    const row = await findPaymentAccount(db, merchantId);
    return row?.provider === payments.provider ? row : undefined;
  };

  const save = (
    merchantId: string,
    accountId: string,
    status: PaymentAccountStatus,
    before: PaymentAccountRow | undefined,
  ) => {
    const now = clock.now();
    const keepsAccount = before?.accountId === accountId && before.provider === payments.provider;
    return savePaymentAccount(db, {
      merchantId,
      provider: payments.provider,
      accountId,
      connected: status.connected,
      chargesEnabled: status.chargesEnabled,
      connectedAt: status.connected ? (keepsAccount && before?.connectedAt) || now : null,
      disconnectedAt: null,
      createdAt: now,
      updatedAt: now,
    });
  };

  return {
    isConnected: (merchantId: string): Promise<boolean> =>
      isPaymentAccountConnected(db, merchantId, payments.provider),

    /** Creates the account if needed, then asks the provider for its onboarding page. */
    async onboardingLink(merchantId: string, returnUrl: string): Promise<PaymentLink> {
      let account = await current(merchantId);
      if (!account) {
        const merchant = await findMerchant(db, merchantId);
        const { accountId } = await payments.createAccount({ merchantId, email: merchant?.email ?? null });
        account = await save(merchantId, accountId, { connected: false, chargesEnabled: false }, undefined);
      }
      const link = await payments.onboardingLink(account.accountId, returnUrl);
      // The sandbox connects at once; a real provider reports progress here and through its webhook.
      await save(merchantId, account.accountId, await payments.accountStatus(account.accountId), account);
      return { url: link.url };
    },

    /** OAuth: the code names the account the merchant granted us; it replaces any earlier one. */
    async connect(merchantId: string, authCode: string): Promise<PaymentConnection> {
      const before = await current(merchantId);
      const { accountId } = await payments.exchangeOAuthCode(authCode);
      const status = await payments.accountStatus(accountId);
      await save(merchantId, accountId, { ...status, connected: true }, before);
      return { connected: true };
    },

    async dashboardLink(merchantId: string): Promise<PaymentLink> {
      const account = await current(merchantId);
      if (!account) throw notFound();
      return payments.dashboardLink(account.accountId);
    },

    /** Refused while paid orders wait to be finished; otherwise the account is kept but no longer counts. */
    async disconnect(merchantId: string): Promise<PaymentConnection> {
      if (await deps.hasOrdersInProgress(merchantId)) throw new AppError('ORDERS_IN_PROGRESS');
      const now = clock.now();
      await updatePaymentAccount(db, merchantId, {
        connected: false,
        chargesEnabled: false,
        connectedAt: null,
        disconnectedAt: now,
        updatedAt: now,
      });
      return { connected: false };
    },

    /**
     * The provider's news about an account (Stripe's `account.updated`): the stored flags follow
     * it, so onboarding finished at the provider, or charges disabled by it, show at once. An
     * account the merchant disconnected stays disconnected. False when no merchant has the account.
     */
    async refreshAccount(accountId: string, status: PaymentAccountStatus): Promise<boolean> {
      const row = await findPaymentAccountById(db, payments.provider, accountId);
      if (!row) return false;
      if (row.disconnectedAt) return true;
      await save(row.merchantId, accountId, status, row);
      return true;
    },

    config: (): PaymentConfig => ({ provider: payments.provider, publishableKey: payments.publishableKey }),
  };
}
export type PaymentAccountService = ReturnType<typeof createPaymentAccountService>;
