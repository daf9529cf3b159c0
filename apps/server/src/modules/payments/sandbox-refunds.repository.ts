import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/index';

// The sandbox provider's refunds, and what its dashboard reads of an account.

export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

export async function insertSandboxRefund(
  tx: Executor,
  refund: typeof sandboxRefunds.$inferInsert,
): Promise<SandboxRefundRow> {
  const [row] = await tx.insert(sandboxRefunds).values(refund).returning();
  return row as SandboxRefundRow;
}

export async function findSandboxRefundByKey(
  tx: Executor,
  accountId: string,
  key: string,
): Promise<SandboxRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.accountId, accountId), eq(sandboxRefunds.idempotencyKey, key)));
  return row;
}

export function listIntentRefunds(db: Executor, accountId: string, intentId: string) {
  return db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.accountId, accountId), eq(sandboxRefunds.intentId, intentId)))
    .orderBy(sandboxRefunds.createdAt);
}

/** The account's latest refunds, with the order of their intent. */
export function latestAccountRefunds(db: Executor, accountId: string, limit: number) {
  return db
    .select({ refund: sandboxRefunds, orderId: sandboxPaymentIntents.orderId })
    .from(sandboxRefunds)
    .leftJoin(sandboxPaymentIntents, eq(sandboxPaymentIntents.id, sandboxRefunds.intentId))
    .where(eq(sandboxRefunds.accountId, accountId))
    .orderBy(desc(sandboxRefunds.createdAt), desc(sandboxRefunds.id))
    .limit(limit);
}

/** The account's latest intents (its charges). */
export function latestAccountIntents(db: Executor, accountId: string, limit: number) {
  return db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.accountId, accountId))
    .orderBy(desc(sandboxPaymentIntents.createdAt), desc(sandboxPaymentIntents.id))
    .limit(limit);
}

/**
 * What the account keeps, in cents: every succeeded charge less the platform's fee and the
 * refunds; a refund gives back its share of the fee (rounded half up), as Stripe's
 * `refund_application_fee` does.
 */
export async function accountBalanceCents(db: Executor, accountId: string): Promise<number> {
  const i = sandboxPaymentIntents;
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${i.amountCents} - ${i.applicationFeeCents} - ${i.refundedCents}
        + round(${i.applicationFeeCents}::numeric * ${i.refundedCents} / nullif(${i.amountCents}, 0))), 0)`,
    })
    .from(i)
    .where(and(eq(i.accountId, accountId), eq(i.status, 'succeeded')));
  return Number(row?.cents ?? 0);
}
