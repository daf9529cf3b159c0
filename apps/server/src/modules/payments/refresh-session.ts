import { type MerchantSessionRow, updateMerchantSession } from './merchant-sessions.repository';
import type { SubscriptionsContext } from './subscriptions-context';

/**
 * The session as the provider has it now, stored on the merchant's copy. A complete session
 * never changes again, so it is answered from the copy.
 */
export async function refreshSession(
  ctx: SubscriptionsContext,
  row: MerchantSessionRow,
): Promise<MerchantSessionRow> {
  if (row.status !== 'open') return row;
  const session = await ctx.payments.getCheckoutSession(row.id);
  if (!session) return row;
  const same =
    session.status === row.status &&
    session.customerId === row.customerId &&
    session.subscriptionId === row.subscriptionId;
  if (same) return row;
  const updated = await updateMerchantSession(ctx.db, row.id, {
    status: session.status,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    updatedAt: ctx.clock.now(),
  });
  return updated ?? row;
}
