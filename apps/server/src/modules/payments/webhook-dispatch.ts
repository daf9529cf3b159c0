import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventClaim } from './event-claim';
import type { PaymentAccountService } from './payments.service';
import { stripeAccountStatus } from './stripe-accounts';
import { toPaymentSubscription, toSession } from './stripe-subscriptions';
import type { SubscriptionService } from './subscriptions.service';
import { isWebhookEventRecorded, recordWebhookEvent } from './webhook-events.repository';

/** A card payment the provider reports: the order it pays is marked paid, its refunds recorded. */
export type PaymentEventHandler = (
  intent: { intentId: string; accountId: string | null },
  claim?: EventClaim,
) => Promise<void>;

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  accounts: PaymentAccountService;
  subscriptions: SubscriptionService;
  onPaymentSucceeded: PaymentEventHandler;
  onChargeRefunded?: PaymentEventHandler;
  log?: FastifyBaseLogger;
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * One verified event, processed exactly once: each effect claims the event id in its own
 * transaction (EventClaim), and an event already recorded is skipped at once. An event with no
 * effect, or whose effect found nothing to change, is recorded at the end. A failure is thrown
 * before that, so the provider delivers the event again.
 */
export async function processWebhookEvent(deps: WebhookDeps, event: Stripe.Event): Promise<void> {
  if (await isWebhookEventRecorded(deps.db, event.id)) return;
  const now = deps.clock.now();
  const claim: EventClaim = (tx) => recordWebhookEvent(tx, event, now);
  const once = (effect: (tx: Executor) => Promise<unknown>) =>
    deps.db.transaction(async (tx) => {
      if (await claim(tx)) await effect(tx);
    });
  const accountId = event.account ?? null;

  switch (event.type) {
    case 'payment_intent.succeeded':
      await deps.onPaymentSucceeded({ intentId: event.data.object.id, accountId }, claim);
      break;
    case 'payment_intent.payment_failed':
      // The order stays CONFIRMED: the customer may pay again (contract §9 Lifecycle).
      deps.log?.info({ intentId: event.data.object.id }, 'card payment failed');
      break;
    case 'charge.refunded': {
      const intentId = idOf(event.data.object.payment_intent);
      if (intentId && deps.onChargeRefunded) await deps.onChargeRefunded({ intentId, accountId }, claim);
      break;
    }
    case 'account.updated': {
      const account = event.data.object;
      await once((tx) => deps.accounts.refreshAccount(account.id, stripeAccountStatus(account), tx));
      break;
    }
    case 'checkout.session.completed':
      await once((tx) => deps.subscriptions.sessionCompleted(tx, toSession(event.data.object)));
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const news = {
        merchantId: subscription.metadata?.merchantId ?? null,
        at: new Date(event.created * 1000),
      };
      await once((tx) =>
        deps.subscriptions.subscriptionChanged(tx, toPaymentSubscription(subscription), news),
      );
      break;
    }
  }
  await recordWebhookEvent(deps.db, event, now);
}
