import type { Executor } from '../../db/client';
import { saveMerchantSubscription } from './merchant-subscriptions.repository';
import type { PaymentSubscription } from './payment-port';
import type { SubscriptionsContext } from './subscriptions-context';

/** Keeps the merchant's copy of what the provider just said of its subscriptions (as of `at`). */
export async function rememberSubscriptions(
  ctx: SubscriptionsContext,
  db: Executor,
  merchantId: string,
  subscriptions: readonly PaymentSubscription[],
  at: Date,
): Promise<void> {
  for (const subscription of subscriptions)
    await saveMerchantSubscription(db, {
      id: subscription.id,
      merchantId,
      provider: ctx.payments.provider,
      customerId: subscription.customerId,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
      providerUpdatedAt: at,
      updatedAt: ctx.clock.now(),
    });
}
