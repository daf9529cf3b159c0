import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentSubscription, PaymentSubscriptionOperations } from './payment-port';
import { sandboxId } from './sandbox-ids';
import { addMonths, periodAt } from './sandbox-periods';
import {
  findSandboxCustomer,
  findSandboxSession,
  insertSandboxCustomer,
  insertSandboxSession,
  insertSandboxSubscription,
  lockCustomerSubscriptions,
  lockSandboxSubscription,
  type SandboxSubscriptionRow,
  updateSandboxSubscription,
} from './sandbox-subscriptions.repository';
import { withSessionId } from './success-url';

/** What the sandbox sells instead of STRIPE_AI_POSTS_PRICE_ID's price (SANDBOX_PLAN_*). */
export interface SandboxPlan {
  name: string;
  amountCents: number;
  currency: string;
}
export const DEFAULT_SANDBOX_PLAN: SandboxPlan = {
  name: 'AI Post Generator',
  amountCents: 1999,
  currency: 'cad',
};

const toSubscription = (row: SandboxSubscriptionRow): PaymentSubscription => ({
  id: row.id,
  customerId: row.customerId,
  status: row.status,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  currentPeriodEnd: row.currentPeriodEnd,
  planName: row.planName,
  amountCents: row.amountCents,
  currency: row.currency,
});

/**
 * The sandbox's subscriptions, offline: a checkout session completes at once with a customer and
 * an active monthly subscription; periods move on when a subscription is read after one ended
 * (renewed, or ended when it was to cancel at period end).
 */
export function createSandboxSubscriptions(deps: {
  db: Db;
  clock: Clock;
  plan?: SandboxPlan;
}): PaymentSubscriptionOperations {
  const { db, clock } = deps;
  const plan = deps.plan ?? DEFAULT_SANDBOX_PLAN;

  /** The subscription as it is now: its period moved on first if it has ended. */
  const current = async (tx: Executor, row: SandboxSubscriptionRow) => {
    const now = clock.now();
    const next = periodAt(row, now);
    return next ? updateSandboxSubscription(tx, row.id, { ...next, updatedAt: now }) : row;
  };

  const change = (subscriptionId: string, cancelAtPeriodEnd: boolean) =>
    db.transaction(async (tx) => {
      const locked = await lockSandboxSubscription(tx, subscriptionId);
      if (!locked) throw notFound();
      const row = await current(tx, locked);
      if (row.status === 'canceled')
        throw new AppError('PROVIDER_ERROR', 'A canceled subscription can no longer be changed.');
      const now = clock.now();
      return toSubscription(
        await updateSandboxSubscription(tx, row.id, { cancelAtPeriodEnd, updatedAt: now }),
      );
    });

  return {
    getPlan: async () => ({ ...plan, interval: 'month' }),

    createCheckoutSession: (input) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        let customerId = input.customerId;
        if (customerId && !(await findSandboxCustomer(tx, customerId)))
          throw new AppError('PROVIDER_ERROR', `No such customer: '${customerId}'`);
        if (!customerId) {
          customerId = sandboxId('cus');
          await insertSandboxCustomer(tx, {
            id: customerId,
            email: input.email,
            name: input.name,
            createdAt: now,
          });
        }
        const subscription = await insertSandboxSubscription(tx, {
          id: sandboxId('sub'),
          customerId,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: addMonths(now, 1),
          planName: plan.name,
          amountCents: plan.amountCents,
          currency: plan.currency,
          createdAt: now,
          updatedAt: now,
        });
        const id = sandboxId('cs');
        const url = withSessionId(input.successUrl, id);
        await insertSandboxSession(tx, {
          id,
          customerId,
          subscriptionId: subscription.id,
          status: 'complete',
          url,
          createdAt: now,
        });
        return { id, url, status: 'complete', customerId, subscriptionId: subscription.id };
      }),

    getCheckoutSession: async (sessionId) => {
      const row = await findSandboxSession(db, sessionId);
      if (!row) return null;
      const { id, url, status, customerId, subscriptionId } = row;
      return { id, url, status, customerId, subscriptionId };
    },

    getCustomer: async (customerId) => {
      const row = await findSandboxCustomer(db, customerId);
      return row ? { id: row.id, email: row.email, name: row.name } : null;
    },

    listSubscriptions: (customerId) =>
      db.transaction(async (tx) => {
        const subscriptions: PaymentSubscription[] = [];
        for (const locked of await lockCustomerSubscriptions(tx, customerId)) {
          const row = await current(tx, locked);
          if (row.status !== 'canceled') subscriptions.push(toSubscription(row));
        }
        return subscriptions;
      }),

    cancelSubscription: (subscriptionId) => change(subscriptionId, true),
    resumeSubscription: (subscriptionId) => change(subscriptionId, false),
  };
}
