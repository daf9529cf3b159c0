import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentPort } from './payment-port';
import { createSandboxPayments } from './sandbox-payments';
import { createStripePayments } from './stripe-payments';

/** The payment provider for this configuration: Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
export function createPayments(config: Config, deps: { db: Db; clock: Clock }): PaymentPort {
  const { aiPostsPriceId, sandboxPlan } = config.subscriptions;
  if (config.stripe) return createStripePayments(config.stripe, undefined, aiPostsPriceId);
  return createSandboxPayments({
    appOrigin: config.appOrigin,
    db: deps.db,
    clock: deps.clock,
    plan: sandboxPlan,
  });
}
