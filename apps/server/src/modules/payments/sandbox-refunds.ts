import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentIntentOperations, PaymentRefund } from './payment-port';
import { sandboxId } from './sandbox-ids';
import { lockSandboxIntent, setRefundedCents } from './sandbox-intents.repository';
import {
  findSandboxRefundByKey,
  insertSandboxRefund,
  listIntentRefunds,
  type SandboxRefundRow,
} from './sandbox-refunds.repository';

const toRefund = (row: SandboxRefundRow): PaymentRefund => ({
  id: row.id,
  amountCents: row.amountCents,
  key: row.idempotencyKey,
});

const refused = (message: string) => new AppError('PROVIDER_ERROR', message);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The sandbox's refunds: immediate and recorded (its dashboard lists them), never beyond what
 * was paid. A key asked again answers its first refund; a full refund asked again without one
 * refunds nothing more.
 */
export function createSandboxRefunds(deps: {
  db: Db;
  clock: Clock;
}): Pick<PaymentIntentOperations, 'refund' | 'listRefunds'> {
  const { db, clock } = deps;
  return {
    refund: (accountId, intentId, amountCents, options = {}) =>
      db.transaction(async (tx) => {
        const intent = await lockSandboxIntent(tx, accountId, intentId);
        if (!intent) throw refused(`No such payment_intent: '${intentId}'`);
        const key = options.idempotencyKey ?? null;
        const earlier = key ? await findSandboxRefundByKey(tx, accountId, key) : undefined;
        if (earlier) return toRefund(earlier);
        if (intent.status !== 'succeeded')
          throw refused(`This PaymentIntent has a status of ${intent.status}; it cannot be refunded.`);
        const left = intent.amountCents - intent.refundedCents;
        if (amountCents === undefined && left === 0)
          return { id: `re_sbx_${intent.id}`, amountCents: intent.refundedCents, key: null };
        const amount = amountCents ?? left;
        if (amount <= 0 || amount > left)
          throw refused(
            `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
          );
        const now = clock.now();
        await setRefundedCents(tx, intentId, intent.refundedCents + amount, now);
        const row = await insertSandboxRefund(tx, {
          id: sandboxId('re'),
          intentId,
          accountId,
          amountCents: amount,
          reason: options.reason ?? null,
          idempotencyKey: key,
          createdAt: now,
        });
        return toRefund(row);
      }),

    listRefunds: async (accountId, intentId) =>
      (await listIntentRefunds(db, accountId, intentId)).map(toRefund),
  };
}
