import type { Executor } from '../../db/client';
import type { PaymentAccountStatus } from './payment-port';
import { findPaymentAccount, type PaymentAccountRow, savePaymentAccount } from './payments.repository';
import type { PaymentsContext } from './payments-context';

/** The merchant's account at the provider that runs now, if it has one. */
export async function currentAccount(
  ctx: PaymentsContext,
  merchantId: string,
): Promise<PaymentAccountRow | undefined> {
  const row = await findPaymentAccount(ctx.db, merchantId);
  return row?.provider === ctx.payments.provider ? row : undefined;
}

/** Stores the provider's flags; `connectedAt` is kept while the same account stays connected. */
export function saveAccount(
  ctx: PaymentsContext,
  merchantId: string,
  accountId: string,
  status: PaymentAccountStatus,
  before: PaymentAccountRow | undefined,
  db: Executor = ctx.db,
): Promise<PaymentAccountRow> {
  const now = ctx.clock.now();
  const keepsAccount = before?.accountId === accountId && before.provider === ctx.payments.provider;
  return savePaymentAccount(db, {
    merchantId,
    provider: ctx.payments.provider,
    accountId,
    connected: status.connected,
    chargesEnabled: status.chargesEnabled,
    connectedAt: status.connected ? (keepsAccount && before?.connectedAt) || now : null,
    disconnectedAt: null,
    createdAt: now,
    updatedAt: now,
  });
}
