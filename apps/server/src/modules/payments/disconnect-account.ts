import type { PaymentConnection } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { updatePaymentAccount } from './payments.repository';
import type { PaymentsContext } from './payments-context';

/** Refused while paid orders wait to be finished; otherwise the account is kept but no longer counts. */
export async function disconnectAccount(
  ctx: PaymentsContext,
  merchantId: string,
): Promise<PaymentConnection> {
  if (await ctx.hasOrdersInProgress(merchantId)) throw new AppError('ORDERS_IN_PROGRESS');
  const now = ctx.clock.now();
  await updatePaymentAccount(ctx.db, merchantId, {
    connected: false,
    chargesEnabled: false,
    connectedAt: null,
    disconnectedAt: now,
    updatedAt: now,
  });
  return { connected: false };
}
