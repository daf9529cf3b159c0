import type { PaymentSubscriptionView } from '@perkdesk/contracts';
import { fromCents } from '@perkdesk/domain';
import type { PaymentSubscription } from './payment-port';

/** A subscription as the routes answer it: dollars and an instant. */
export const toSubscriptionView = (subscription: PaymentSubscription): PaymentSubscriptionView => ({
  id: subscription.id,
  status: subscription.status,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
  planName: subscription.planName,
  amount: fromCents(subscription.amountCents),
  currency: subscription.currency,
});
