import type { Executor } from '../../db/client';
import type { PaymentAccountStatus } from './payment-port';
import { findPaymentAccountById } from './payments.repository';
import type { PaymentsContext } from './payments-context';
import { saveAccount } from './stored-account';

/**
 * The provider's news about an account (Stripe's `account.updated`): the stored flags follow it,
 * so onboarding finished at the provider, or charges disabled by it, show at once. An account the
 * merchant disconnected stays disconnected. False when no merchant has the account. `db`: the
 * webhook event's transaction.
 */
export async function refreshAccount(
  ctx: PaymentsContext,
  accountId: string,
  status: PaymentAccountStatus,
  db: Executor = ctx.db,
): Promise<boolean> {
  const row = await findPaymentAccountById(db, ctx.payments.provider, accountId);
  if (!row) return false;
  if (row.disconnectedAt) return true;
  await saveAccount(ctx, row.merchantId, accountId, status, row, db);
  return true;
}
