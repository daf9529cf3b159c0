import type { PaymentSubscriptionView } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { ownCustomerIds } from './own-customers';
import { rememberSubscriptions } from './remember-subscriptions';
import { toSubscriptionView } from './subscription-view';
import type { SubscriptionsContext } from './subscriptions-context';

/** Whether the subscription belongs to one of the merchant's customers (and has not ended). */
async function ownsSubscription(ctx: SubscriptionsContext, merchantId: string, subscriptionId: string) {
  for (const customerId of await ownCustomerIds(ctx, merchantId)) {
    const subscriptions = await ctx.payments.listSubscriptions(customerId);
    if (subscriptions.some((subscription) => subscription.id === subscriptionId)) return true;
  }
  return false;
}

/**
 * `DELETE /api/merchants/cancel-subscription` (cancel at period end) and
 * `POST /api/merchants/resume-subscription`: another merchant's subscription, or an unknown one,
 * is 404.
 */
export async function changeSubscription(
  ctx: SubscriptionsContext,
  merchantId: string,
  subscriptionId: string,
  change: 'cancel' | 'resume',
): Promise<PaymentSubscriptionView> {
  if (!(await ownsSubscription(ctx, merchantId, subscriptionId))) throw notFound();
  const subscription =
    change === 'cancel'
      ? await ctx.payments.cancelSubscription(subscriptionId)
      : await ctx.payments.resumeSubscription(subscriptionId);
  await rememberSubscriptions(ctx, ctx.db, merchantId, [subscription], ctx.clock.now());
  return toSubscriptionView(subscription);
}
