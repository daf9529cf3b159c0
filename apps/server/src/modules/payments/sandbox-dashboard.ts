import type { SandboxDashboard } from '@perkdesk/contracts';
import { fromCents } from '@perkdesk/domain';
import { notFound } from '../../lib/app-error';
import type { PaymentsContext } from './payments-context';
import {
  accountBalanceCents,
  latestAccountIntents,
  latestAccountRefunds,
} from './sandbox-refunds.repository';
import { currentAccount } from './stored-account';

/** How many charges and refunds the dashboard lists. */
const LISTED = 100;

/**
 * `GET /api/payments/sandbox/dashboard`: what a provider's dashboard would show of the caller's
 * sandbox account. 404 unless the sandbox runs and the merchant has an account there.
 */
export async function sandboxDashboard(ctx: PaymentsContext, merchantId: string): Promise<SandboxDashboard> {
  if (ctx.payments.provider !== 'sandbox') throw notFound();
  const account = await currentAccount(ctx, merchantId);
  if (!account) throw notFound();
  const { accountId } = account;
  const [balance, intents, refunds] = await Promise.all([
    accountBalanceCents(ctx.db, accountId),
    latestAccountIntents(ctx.db, accountId, LISTED),
    latestAccountRefunds(ctx.db, accountId, LISTED),
  ]);
  return {
    accountId,
    balance: fromCents(balance),
    charges: intents.map((intent) => ({
      intentId: intent.id,
      orderId: intent.orderId,
      amount: fromCents(intent.amountCents),
      applicationFee: fromCents(intent.applicationFeeCents),
      refunded: fromCents(intent.refundedCents),
      status: intent.status,
      createdAt: intent.createdAt.toISOString(),
    })),
    refunds: refunds.map(({ refund, orderId }) => ({
      id: refund.id,
      intentId: refund.intentId,
      orderId,
      amount: fromCents(refund.amountCents),
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}
