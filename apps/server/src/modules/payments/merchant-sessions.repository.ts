import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchantCheckoutSessions } from '../../db/schema/index';

// The checkout sessions merchants opened: who owns a session, and the customer it produced.

export type MerchantSessionRow = typeof merchantCheckoutSessions.$inferSelect;
type SessionPatch = Partial<
  Pick<MerchantSessionRow, 'status' | 'customerId' | 'subscriptionId' | 'updatedAt'>
>;

export async function insertMerchantSession(
  db: Executor,
  session: typeof merchantCheckoutSessions.$inferInsert,
): Promise<void> {
  await db.insert(merchantCheckoutSessions).values(session);
}

export async function findMerchantSession(
  db: Executor,
  merchantId: string,
  sessionId: string,
): Promise<MerchantSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantCheckoutSessions)
    .where(
      and(eq(merchantCheckoutSessions.merchantId, merchantId), eq(merchantCheckoutSessions.id, sessionId)),
    );
  return row;
}

/** Any merchant's session: a provider event names the session, not the merchant. */
export async function updateMerchantSession(
  db: Executor,
  sessionId: string,
  patch: SessionPatch,
): Promise<MerchantSessionRow | undefined> {
  const [row] = await db
    .update(merchantCheckoutSessions)
    .set(patch)
    .where(eq(merchantCheckoutSessions.id, sessionId))
    .returning();
  return row;
}

/** The merchant's sessions still open, newest first: the ones whose customer may not be known yet. */
export function openMerchantSessions(db: Executor, merchantId: string, limit: number) {
  return db
    .select()
    .from(merchantCheckoutSessions)
    .where(
      and(eq(merchantCheckoutSessions.merchantId, merchantId), eq(merchantCheckoutSessions.status, 'open')),
    )
    .orderBy(desc(merchantCheckoutSessions.createdAt))
    .limit(limit);
}

/** The customers the merchant's sessions named (completed ones only, when asked). */
export async function sessionCustomerIds(
  db: Executor,
  merchantId: string,
  completedOnly = false,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: merchantCheckoutSessions.customerId })
    .from(merchantCheckoutSessions)
    .where(
      and(
        eq(merchantCheckoutSessions.merchantId, merchantId),
        isNotNull(merchantCheckoutSessions.customerId),
        ...(completedOnly ? [eq(merchantCheckoutSessions.status, 'complete')] : []),
      ),
    );
  return rows.flatMap((row) => (row.customerId ? [row.customerId] : []));
}

/** The merchant whose session named this customer, if any. */
export async function merchantOfCustomer(db: Executor, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ merchantId: merchantCheckoutSessions.merchantId })
    .from(merchantCheckoutSessions)
    .where(eq(merchantCheckoutSessions.customerId, customerId))
    .limit(1);
  return row?.merchantId;
}
