import { z } from 'zod';

// The plan the AI-post subscription sells, for the Subscriptions screen's prompt before the
// merchant has subscribed (issue 16: "subscribe prompt with the plan's price"). Contract §11 has
// no route for it; this one is ours.

/**
 * `GET /api/merchants/subscription-plan` (M): the AI-post plan — STRIPE_AI_POSTS_PRICE_ID's price
 * with Stripe, SANDBOX_PLAN_* in the sandbox. `amount` in dollars per `interval` (`month`, `year`…).
 */
export const subscriptionPlanSchema = z.object({
  planName: z.string(),
  amount: z.number(),
  currency: z.string(),
  interval: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
