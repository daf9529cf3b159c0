import type { CheckoutSessionData } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { findMerchantSession } from './merchant-sessions.repository';
import { refreshSession } from './refresh-session';
import type { SubscriptionsContext } from './subscriptions-context';

/** `GET /api/merchants/get-session-data/{sessionId}`: the merchant's own sessions only. */
export async function getSessionData(
  ctx: SubscriptionsContext,
  merchantId: string,
  sessionId: string,
): Promise<CheckoutSessionData> {
  const own = await findMerchantSession(ctx.db, merchantId, sessionId);
  if (!own) throw notFound();
  const session = await refreshSession(ctx, own);
  return {
    id: session.id,
    status: session.status,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
  };
}
