import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sandboxPaymentIntents } from '../../db/schema/index';
import { COMMIT_LAZILY } from '../../lib/commit-lazily';
import { preparedPerHandle } from '../../lib/prepared';

// The sandbox provider's intents, in the database so that every server instance sees the same ones.

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** Read at every confirm and paid: prepared once per adapter (lib/prepared.ts). */
export function prepareIntentById(db: Db) {
  const statement = db
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.id, sql.placeholder('intentId')),
        eq(sandboxPaymentIntents.accountId, sql.placeholder('accountId')),
      ),
    )
    .prepare('find_sandbox_intent');
  return async (accountId: string, intentId: string): Promise<SandboxIntentRow | undefined> => {
    const [row] = await statement.execute({ accountId, intentId });
    return row;
  };
}

// Written at every confirm, read and written at every sandbox payment: prepared (lib/prepared.ts).
// A new intent commits lazily (ADR 16): only the order's update, a later flushed commit, makes it
// reachable, and that flush takes it along; one lost in a crash was never referenced.
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
      status:
        sql`(select 'requires_payment_method' where ${COMMIT_LAZILY})` as unknown as 'requires_payment_method',
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
// A sandbox payment: the intent found by its secret and marked paid in one statement.
const intentSucceededBySecret = preparedPerHandle((db) =>
  db
    .update(sandboxPaymentIntents)
    .set({ status: 'succeeded', updatedAt: sql.placeholder('now') as unknown as Date })
    .where(
      and(
        eq(sandboxPaymentIntents.clientSecret, sql.placeholder('clientSecret')),
        eq(sandboxPaymentIntents.status, 'requires_payment_method'),
      ),
    )
    .returning({ status: sandboxPaymentIntents.status })
    .prepare('sandbox_intent_succeeded_by_secret'),
);

export async function insertSandboxIntent(
  db: Db,
  intent: {
    id: string;
    clientSecret: string;
    accountId: string;
    orderId: string;
    amountCents: number;
    applicationFeeCents: number;
    currency: string;
    now: Date;
  },
): Promise<SandboxIntentRow> {
  const [row] = await intentInsert(db).execute(intent);
  return row as SandboxIntentRow;
}

/** Changes the amount and fee of an intent still awaiting payment; undefined when it is not. */
export async function updateOpenIntentAmount(
  db: Executor,
  accountId: string,
  intentId: string,
  change: { amountCents: number; applicationFeeCents: number },
  now: Date,
): Promise<SandboxIntentRow | undefined> {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set({ amountCents: change.amountCents, applicationFeeCents: change.applicationFeeCents, updatedAt: now })
    .where(
      and(
        eq(sandboxPaymentIntents.id, intentId),
        eq(sandboxPaymentIntents.accountId, accountId),
        eq(sandboxPaymentIntents.status, 'requires_payment_method'),
      ),
    )
    .returning();
  return row;
}

/** Cancels an intent awaiting payment (or already canceled); undefined for any other. */
export async function cancelOpenIntent(
  db: Executor,
  accountId: string,
  intentId: string,
  now: Date,
): Promise<SandboxIntentRow | undefined> {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set({ status: 'canceled', updatedAt: now })
    .where(
      and(
        eq(sandboxPaymentIntents.id, intentId),
        eq(sandboxPaymentIntents.accountId, accountId),
        inArray(sandboxPaymentIntents.status, ['requires_payment_method', 'canceled']),
      ),
    )
    .returning();
  return row;
}

/** The intent, locked for the rest of the transaction (a refund). */
export async function lockSandboxIntent(
  tx: Executor,
  accountId: string,
  intentId: string,
): Promise<SandboxIntentRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxPaymentIntents)
    .where(and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.accountId, accountId)))
    .for('update');
  return row;
}

export async function setRefundedCents(
  tx: Executor,
  intentId: string,
  refundedCents: number,
  now: Date,
): Promise<void> {
  await tx
    .update(sandboxPaymentIntents)
    .set({ refundedCents, updatedAt: now })
    .where(eq(sandboxPaymentIntents.id, intentId));
}

export async function findSandboxIntentBySecret(
  db: Executor,
  clientSecret: string,
): Promise<SandboxIntentRow | undefined> {
  const [row] = await intentBySecret(db).execute({ clientSecret });
  return row;
}

/** Marks the intent with this secret succeeded if it awaits payment; undefined otherwise (or none). */
export async function markSandboxIntentSucceededBySecret(
  db: Executor,
  clientSecret: string,
  now: Date,
): Promise<{ status: SandboxIntentRow['status'] } | undefined> {
  const [row] = await intentSucceededBySecret(db).execute({ clientSecret, now });
  return row;
}
