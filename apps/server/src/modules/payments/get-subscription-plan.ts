import type { SubscriptionPlan } from '@perkdesk/contracts';
import { fromCents } from '@perkdesk/domain';
import type { SubscriptionsContext } from './subscriptions-context';

/**
 * `GET /api/merchants/subscription-plan` (ours; contract §11 has none): what the subscribe prompt
 * shows before the merchant subscribes. Stripe reads STRIPE_AI_POSTS_PRICE_ID's price; the
 * sandbox answers SANDBOX_PLAN_*.
 */
export async function getSubscriptionPlan(ctx: SubscriptionsContext): Promise<SubscriptionPlan> {
  const plan = await ctx.payments.getPlan();
  return {
    planName: plan.name,
    amount: fromCents(plan.amountCents),
    currency: plan.currency,
    interval: plan.interval,
  };
}
