import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxCheckoutSessions, sandboxCustomers, sandboxSubscriptions } from '../../db/schema/index';

// The sandbox provider's customers, checkout sessions and subscriptions.

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export async function insertSandboxCustomer(tx: Executor, customer: typeof sandboxCustomers.$inferInsert) {
  await tx.insert(sandboxCustomers).values(customer);
}

export async function findSandboxCustomer(db: Executor, id: string) {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
  return row;
}

export async function insertSandboxSession(
  tx: Executor,
  session: typeof sandboxCheckoutSessions.$inferInsert,
) {
  const [row] = await tx.insert(sandboxCheckoutSessions).values(session).returning();
  return row as typeof sandboxCheckoutSessions.$inferSelect;
}

export async function findSandboxSession(db: Executor, id: string) {
  const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  return row;
}

export async function insertSandboxSubscription(
  tx: Executor,
  subscription: typeof sandboxSubscriptions.$inferInsert,
): Promise<SandboxSubscriptionRow> {
  const [row] = await tx.insert(sandboxSubscriptions).values(subscription).returning();
  return row as SandboxSubscriptionRow;
}

/** The customer's subscriptions, newest first, locked: reading one may move its period on. */
export function lockCustomerSubscriptions(tx: Executor, customerId: string) {
  return tx
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customerId, customerId))
    .orderBy(desc(sandboxSubscriptions.createdAt), desc(sandboxSubscriptions.id))
    .for('update');
}

export async function lockSandboxSubscription(
  tx: Executor,
  id: string,
): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, id))
    .for('update');
  return row;
}

export async function updateSandboxSubscription(
  tx: Executor,
  id: string,
  patch: Partial<typeof sandboxSubscriptions.$inferInsert>,
): Promise<SandboxSubscriptionRow> {
  const [row] = await tx
    .update(sandboxSubscriptions)
    .set(patch)
    .where(eq(sandboxSubscriptions.id, id))
    .returning();
  return row as SandboxSubscriptionRow;
}
