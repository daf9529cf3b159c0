import type { PaymentSubscriptionView } from '@perkdesk/contracts';
import { requireOwnCustomer } from './own-customers';
import { rememberSubscriptions } from './remember-subscriptions';
import { toSubscriptionView } from './subscription-view';
import type { SubscriptionsContext } from './subscriptions-context';

/** `GET /api/merchants/get-subscriptions/{customerId}`: the customer's subscriptions that have not ended. */
export async function listSubscriptions(
  ctx: SubscriptionsContext,
  merchantId: string,
  customerId: string,
): Promise<PaymentSubscriptionView[]> {
  await requireOwnCustomer(ctx, merchantId, customerId);
  const subscriptions = await ctx.payments.listSubscriptions(customerId);
  await rememberSubscriptions(ctx, ctx.db, merchantId, subscriptions, ctx.clock.now());
  return subscriptions.map(toSubscriptionView);
}
