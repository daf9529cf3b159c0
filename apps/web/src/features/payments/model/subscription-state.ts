import type { PaymentSubscriptionView } from '@perkdesk/contracts';

/**
 * The three states of spec 2 §4 Subscription: active (can cancel, taking effect at the period's
 * end), cancelled-pending (can resume until then), none (prompt to subscribe).
 */
export type SubscriptionState =
  | { kind: 'none' }
  | { kind: 'active'; subscription: PaymentSubscriptionView }
  | { kind: 'cancelPending'; subscription: PaymentSubscriptionView };

// The provider's statuses of a subscription that still runs; canceled, incomplete_expired and
// incomplete ones have nothing to cancel or resume.
const RUNNING = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/** The state of the merchant's subscriptions: the running one that lasts longest decides. */
export function subscriptionState(subscriptions: readonly PaymentSubscriptionView[]): SubscriptionState {
  const running = subscriptions
    .filter((subscription) => RUNNING.has(subscription.status))
    .sort((a, b) => Date.parse(b.currentPeriodEnd) - Date.parse(a.currentPeriodEnd));
  const subscription = running[0];
  if (!subscription) return { kind: 'none' };
  return subscription.cancelAtPeriodEnd
    ? { kind: 'cancelPending', subscription }
    : { kind: 'active', subscription };
}
