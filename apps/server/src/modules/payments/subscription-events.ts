import type { Executor } from '../../db/client';
import { findMerchant, updateMerchant } from '../merchants/merchants.public';
import { merchantOfCustomer, updateMerchantSession } from './merchant-sessions.repository';
import type { CheckoutSession, PaymentSubscription } from './payment-port';
import { rememberSubscriptions } from './remember-subscriptions';
import type { SubscriptionsContext } from './subscriptions-context';

/**
 * `checkout.session.completed`: the merchant's copy of the session completes, and a merchant
 * with no payment customer yet gets this one (as its success page would save). Runs in the
 * event's transaction.
 */
export async function sessionCompleted(
  ctx: SubscriptionsContext,
  tx: Executor,
  session: CheckoutSession,
): Promise<void> {
  const now = ctx.clock.now();
  const row = await updateMerchantSession(tx, session.id, {
    status: session.status,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    updatedAt: now,
  });
  if (!row || session.status !== 'complete' || !session.customerId) return;
  const merchant = await findMerchant(tx, row.merchantId);
  if (merchant && !merchant.paymentCustomerId)
    await updateMerchant(tx, merchant.id, { paymentCustomerId: session.customerId, updatedAt: now });
}

/**
 * `customer.subscription.created|updated|deleted`: the merchant's copy follows, when the
 * subscription names its merchant or its customer is one of a merchant's sessions'.
 */
export async function subscriptionChanged(
  ctx: SubscriptionsContext,
  tx: Executor,
  subscription: PaymentSubscription,
  news: { merchantId: string | null; at: Date },
): Promise<void> {
  const merchantId = news.merchantId ?? (await merchantOfCustomer(tx, subscription.customerId));
  if (merchantId) await rememberSubscriptions(ctx, tx, merchantId, [subscription], news.at);
}
