import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sandboxPaymentIntents } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { preparedPerHandle } from '../../lib/prepared';
import type { PaymentIntent, PaymentPort } from './payment-port';

const random = (bytes: number) => randomBytes(bytes).toString('hex');
const sandboxId = (prefix: string) => `${prefix}_sbx_${random(8)}`;

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

const toIntent = (row: IntentRow): PaymentIntent => ({
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
 * The offline provider (contract §11 Sandbox adapter): every account is connected and able to
 * charge at once, onboarding sends the merchant straight back to `returnUrl`, and any OAuth code
 * grants a new account. Its dashboard is the app's own payment page.
 *
 * Intents live in `sandbox_payment_intents`, so every server instance sees the same ones. An
 * intent's secret is `pi_sbx_<id>_secret_<random>`; it stays `requires_payment_method` until
 * testing support confirms it (`confirmSandboxIntent`). Refunds are immediate.
 */
export function createSandboxPayments(deps: { appOrigin: string; db: Db; clock: Clock }): PaymentPort {
  const { db, clock } = deps;

  // Read at every confirm and paid: prepared once (lib/prepared.ts).
  const intentById = db
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.id, sql.placeholder('intentId')),
        eq(sandboxPaymentIntents.accountId, sql.placeholder('accountId')),
      ),
    )
    .prepare('find_sandbox_intent');
  const find = async (accountId: string, intentId: string) => {
    const [row] = await intentById.execute({ accountId, intentId });
    return row;
  };
  const existing = async (accountId: string, intentId: string) => {
    const row = await find(accountId, intentId);
    if (!row) throw refused(`No such payment_intent: '${intentId}'`);
    return row;
  };

  return {
    provider: 'sandbox',
    publishableKey: null,
    createAccount: async () => ({ accountId: sandboxId('acct') }),
    onboardingLink: async (_accountId, returnUrl) => ({ url: returnUrl }),
    accountStatus: async () => ({ connected: true, chargesEnabled: true }),
    dashboardLink: async () => ({ url: `${deps.appOrigin.replace(/\/$/, '')}/app/setup/payment` }),
    exchangeOAuthCode: async () => ({ accountId: sandboxId('acct') }),

    async createIntent(amountCents, currency, accountId, applicationFeeCents, orderId) {
      const id = sandboxId('pi');
      const now = clock.now();
      const [row] = await intentInsert(db).execute({
        id,
        clientSecret: `${id}_secret_${random(12)}`,
        accountId,
        orderId,
        amountCents,
        applicationFeeCents,
        currency,
        now,
      });
      return toIntent(row as IntentRow);
    },

    async updateIntent(accountId, intentId, change) {
      const [row] = await db
        .update(sandboxPaymentIntents)
        .set({
          amountCents: change.amountCents,
          applicationFeeCents: change.applicationFeeCents,
          updatedAt: clock.now(),
        })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            eq(sandboxPaymentIntents.accountId, accountId),
            eq(sandboxPaymentIntents.status, 'requires_payment_method'),
          ),
        )
        .returning();
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
      const [row] = await db
        .update(sandboxPaymentIntents)
        .set({ status: 'canceled', updatedAt: clock.now() })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            eq(sandboxPaymentIntents.accountId, accountId),
            inArray(sandboxPaymentIntents.status, ['requires_payment_method', 'canceled']),
          ),
        )
        .returning();
      if (!row) {
        const before = await existing(accountId, intentId);
        throw refused(`You cannot cancel this PaymentIntent because it has a status of ${before.status}.`);
      }
      return toIntent(row);
    },

    async refund(accountId, intentId, amountCents) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxPaymentIntents)
          .where(and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.accountId, accountId)))
          .for('update');
        if (!row) throw refused(`No such payment_intent: '${intentId}'`);
        if (row.status !== 'succeeded')
          throw refused(`This PaymentIntent has a status of ${row.status}; it cannot be refunded.`);
        const left = row.amountCents - row.refundedCents;
        // A full refund asked again refunds nothing more (as Stripe replays it by its key).
        if (amountCents === undefined && left === 0)
          return { id: `re_sbx_${row.id}`, amountCents: row.refundedCents };
        const amount = amountCents ?? left;
        if (amount <= 0 || amount > left)
          throw refused(
            `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
          );
        await tx
          .update(sandboxPaymentIntents)
          .set({ refundedCents: row.refundedCents + amount, updatedAt: clock.now() })
          .where(eq(sandboxPaymentIntents.id, intentId));
        return { id: sandboxId('re'), amountCents: amount };
      });
    },
  };
}

// Written at every confirm, read and written at every sandbox payment: prepared (lib/prepared.ts).
const intentInsert = preparedPerHandle((db) => {
  const value = <T>(name: string) => sql.placeholder(name) as unknown as T;
  return db
    .insert(sandboxPaymentIntents)
    .values({
      id: value('id'),
      clientSecret: value('clientSecret'),
      accountId: value('accountId'),
      orderId: value('orderId'),
      amountCents: value('amountCents'),
      applicationFeeCents: value('applicationFeeCents'),
      currency: value('currency'),
      status: 'requires_payment_method',
      createdAt: value('now'),
      updatedAt: value('now'),
    })
    .returning()
    .prepare('insert_sandbox_intent');
});
const intentBySecret = preparedPerHandle((db) =>
  db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.clientSecret, sql.placeholder('clientSecret')))
    .prepare('find_sandbox_intent_by_secret'),
);
const intentSucceeded = preparedPerHandle((db) =>
  db
    .update(sandboxPaymentIntents)
    .set({ status: 'succeeded', updatedAt: sql.placeholder('now') as unknown as Date })
    .where(
      and(
        eq(sandboxPaymentIntents.id, sql.placeholder('id')),
        eq(sandboxPaymentIntents.status, 'requires_payment_method'),
      ),
    )
    .returning({ status: sandboxPaymentIntents.status })
    .prepare('sandbox_intent_succeeded'),
);

/**
 * Testing support (contract §12): the customer "pays" the intent with this secret. `succeeded`
 * marks it paid; `declined` leaves it `requires_payment_method`, as a declined card does. Null
 * when no intent has the secret; a canceled intent cannot be paid.
 */
export async function confirmSandboxIntent(
  db: Executor,
  clock: Clock,
  clientSecret: string,
  outcome: 'succeeded' | 'declined',
): Promise<{ status: PaymentIntent['status'] } | null> {
  const [row] = await intentBySecret(db).execute({ clientSecret });
  if (!row) return null;
  if (row.status === 'canceled') throw new AppError('INVALID_STATUS');
  if (outcome === 'declined' || row.status === 'succeeded') return { status: row.status };
  const [updated] = await intentSucceeded(db).execute({ id: row.id, now: clock.now() });
  // Lost a race with a cancel or another confirm: answer what the intent is now.
  if (!updated) {
    const [now] = await db
      .select({ status: sandboxPaymentIntents.status })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, row.id));
    if (now?.status === 'canceled') throw new AppError('INVALID_STATUS');
    return { status: now?.status ?? 'succeeded' };
  }
  return { status: updated.status };
}
