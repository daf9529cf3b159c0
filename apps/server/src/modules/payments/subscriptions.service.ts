import type { CreateSessionBody } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { changeSubscription } from './change-subscription';
import { createCheckoutSession } from './create-checkout-session';
import { getCustomer } from './get-customer';
import { getSessionData } from './get-session-data';
import { getSubscriptionPlan } from './get-subscription-plan';
import { listSubscriptions } from './list-subscriptions';
import { ownsCustomer } from './own-customers';
import type { CheckoutSession, PaymentSubscription } from './payment-port';
import { sessionCompleted, subscriptionChanged } from './subscription-events';
import type { SubscriptionsContext } from './subscriptions-context';

/**
 * The AI-post subscription (contract §11): checkout sessions, the provider's customer and its
 * subscriptions, each limited to what is the merchant's (anything else is 404).
 */
export function createSubscriptionService(ctx: SubscriptionsContext) {
  return {
    plan: () => getSubscriptionPlan(ctx),
    createSession: (merchantId: string, body: CreateSessionBody) =>
      createCheckoutSession(ctx, merchantId, body),
    sessionData: (merchantId: string, sessionId: string) => getSessionData(ctx, merchantId, sessionId),
    customer: (merchantId: string, customerId: string) => getCustomer(ctx, merchantId, customerId),
    subscriptions: (merchantId: string, customerId: string) => listSubscriptions(ctx, merchantId, customerId),
    cancel: (merchantId: string, subscriptionId: string) =>
      changeSubscription(ctx, merchantId, subscriptionId, 'cancel'),
    resume: (merchantId: string, subscriptionId: string) =>
      changeSubscription(ctx, merchantId, subscriptionId, 'resume'),
    /** What the merchant profile may save as `paymentCustomerId`: a customer of its completed sessions. */
    isOwnCompletedCustomer: (merchantId: string, customerId: string) =>
      ownsCustomer(ctx, merchantId, customerId, true),
    sessionCompleted: (tx: Executor, session: CheckoutSession) => sessionCompleted(ctx, tx, session),
    subscriptionChanged: (
      tx: Executor,
      subscription: PaymentSubscription,
      news: { merchantId: string | null; at: Date },
    ) => subscriptionChanged(ctx, tx, subscription, news),
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
