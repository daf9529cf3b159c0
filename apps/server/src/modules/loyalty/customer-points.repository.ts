import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerPointHistory, customerPoints } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { type Moved, type MoveMode, moveBalance } from './ledger.repository';

// A customer's points at one merchant (point perks earn them, reward items spend them).

export type CustomerPointsRow = typeof customerPoints.$inferSelect;
export type CustomerPointHistoryRow = typeof customerPointHistory.$inferSelect;

export async function ensureCustomerPoints(
  tx: Executor,
  customerId: string,
  merchantId: string,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(customerPoints)
    .values({ id: newId(now.getTime()), customerId, merchantId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [customerPoints.customerId, customerPoints.merchantId],
      set: { customerId },
    })
    .returning({ id: customerPoints.id });
  return row!.id;
}

export async function moveCustomerPoints(
  tx: Executor,
  balanceId: string,
  delta: number,
  entry: { orderId: string | null; historyType: 'ADDED' | 'USED' | 'REVERTED' },
  now: Date,
  mode: MoveMode = 'strict',
): Promise<Moved | null> {
  const moved = await moveBalance(tx, customerPoints, 'points', balanceId, delta, now, mode);
  if (!moved) return null;
  await tx.insert(customerPointHistory).values({
    id: newId(now.getTime()),
    customerPointsId: balanceId,
    orderId: entry.orderId,
    historyType: entry.historyType,
    points: Math.abs(moved.after - moved.before),
    pointBefore: moved.before,
    pointAfter: moved.after,
    createdAt: now,
  });
  return moved;
}

/** The customer's balance at each merchant, oldest first. */
export async function findCustomerPointBalances(
  db: Executor,
  customerId: string,
): Promise<CustomerPointsRow[]> {
  return db
    .select()
    .from(customerPoints)
    .where(eq(customerPoints.customerId, customerId))
    .orderBy(asc(customerPoints.createdAt), asc(customerPoints.id));
}

/** The customer's points at one merchant; 0 without a balance there. */
export async function findCustomerPointsAt(
  db: Executor,
  customerId: string,
  merchantId: string,
): Promise<number> {
  const [row] = await db
    .select({ points: customerPoints.points })
    .from(customerPoints)
    .where(and(eq(customerPoints.customerId, customerId), eq(customerPoints.merchantId, merchantId)));
  return row?.points ?? 0;
}

/** The customer's history at one merchant, oldest first. */
export async function findCustomerPointHistory(
  db: Executor,
  customerId: string,
  merchantId: string,
): Promise<CustomerPointHistoryRow[]> {
  const rows = await db
    .select({ entry: customerPointHistory })
    .from(customerPointHistory)
    .innerJoin(customerPoints, eq(customerPoints.id, customerPointHistory.customerPointsId))
    .where(and(eq(customerPoints.customerId, customerId), eq(customerPoints.merchantId, merchantId)))
    .orderBy(asc(customerPointHistory.seq));
  return rows.map((row) => row.entry);
}
