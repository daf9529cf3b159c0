import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentIntent, PaymentIntentOperations } from './payment-port';
import { randomHex, sandboxId } from './sandbox-ids';
import {
  cancelOpenIntent,
  insertSandboxIntent,
  prepareIntentById,
  type SandboxIntentRow,
  updateOpenIntentAmount,
} from './sandbox-intents.repository';

const toIntent = (row: SandboxIntentRow): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  accountId: row.accountId,
  amountCents: row.amountCents,
  applicationFeeCents: row.applicationFeeCents,
  currency: row.currency,
  status: row.status,
  orderId: row.orderId,
});

/** The sandbox answers a call the real provider would refuse as a provider error, with its reason. */
const refused = (message: string) => new AppError('PROVIDER_ERROR', message);

/**
 * The sandbox's intents: a secret `pi_sbx_<id>_secret_<random>`, `requires_payment_method` until
 * testing support confirms it (`confirmSandboxIntent`). Refunds are sandbox-refunds.ts's.
 */
export function createSandboxIntents(deps: {
  db: Db;
  clock: Clock;
}): Omit<PaymentIntentOperations, 'refund' | 'listRefunds'> {
  const { db, clock } = deps;
  const find = prepareIntentById(db);
  const existing = async (accountId: string, intentId: string) => {
    const row = await find(accountId, intentId);
    if (!row) throw refused(`No such payment_intent: '${intentId}'`);
    return row;
  };

  return {
    async createIntent(amountCents, currency, accountId, applicationFeeCents, orderId) {
      const id = sandboxId('pi');
      const row = await insertSandboxIntent(db, {
        id,
        clientSecret: `${id}_secret_${randomHex(12)}`,
        accountId,
        orderId,
        amountCents,
        applicationFeeCents,
        currency,
        now: clock.now(),
      });
      return toIntent(row);
    },

    async updateIntent(accountId, intentId, change) {
      const row = await updateOpenIntentAmount(db, accountId, intentId, change, clock.now());
      if (!row) {
        const before = await existing(accountId, intentId);
        throw refused(
          `This PaymentIntent's amount could not be updated because it has a status of ${before.status}.`,
        );
      }
      return toIntent(row);
    },

    getIntent: async (accountId, intentId) => {
      const row = await find(accountId, intentId);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(accountId, intentId) {
      const row = await cancelOpenIntent(db, accountId, intentId, clock.now());
      if (!row) {
        const before = await existing(accountId, intentId);
        throw refused(`You cannot cancel this PaymentIntent because it has a status of ${before.status}.`);
      }
      return toIntent(row);
    },
  };
}
