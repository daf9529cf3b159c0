import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchantPayoutRequests, merchantPointHistory, merchantPoints } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { type Moved, shiftBalance } from './ledger.repository';

// The global points a merchant is credited for the ones its customers spend, and its payouts.

export type MerchantPointsRow = typeof merchantPoints.$inferSelect;
export type MerchantPointHistoryRow = typeof merchantPointHistory.$inferSelect;

export async function ensureMerchantPoints(tx: Executor, merchantId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(merchantPoints)
    .values({ id: newId(now.getTime()), merchantId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: merchantPoints.merchantId, set: { merchantId } })
    .returning({ id: merchantPoints.id });
  return row!.id;
}

/** ADDED grows the redeemable points; REDEEMED moves them to `redeemed` (refused when too few). */
export async function moveMerchantPoints(
  tx: Executor,
  merchantId: string,
  points: number,
  entry: { orderId: string | null; historyType: 'ADDED' | 'REDEEMED' },
  now: Date,
): Promise<Moved | null> {
  const balanceId = await ensureMerchantPoints(tx, merchantId, now);
  const delta = entry.historyType === 'ADDED' ? points : -points;
  const moved = await shiftBalance(
    tx,
    merchantPoints,
    'redeemable',
    balanceId,
    delta,
    now,
    entry.historyType === 'REDEEMED' ? { column: 'redeemed', delta: points } : undefined,
  );
  if (!moved) return null;
  await tx.insert(merchantPointHistory).values({
    id: newId(now.getTime()),
    merchantId,
    orderId: entry.orderId,
    historyType: entry.historyType,
    points,
    pointBefore: moved.before,
    pointAfter: moved.after,
    createdAt: now,
  });
  return moved;
}

export async function findMerchantPoints(
  db: Executor,
  merchantId: string,
): Promise<MerchantPointsRow | undefined> {
  const [row] = await db.select().from(merchantPoints).where(eq(merchantPoints.merchantId, merchantId));
  return row;
}

/** The merchant's history, oldest first. */
export async function findMerchantPointHistory(
  db: Executor,
  merchantId: string,
): Promise<MerchantPointHistoryRow[]> {
  return db
    .select()
    .from(merchantPointHistory)
    .where(eq(merchantPointHistory.merchantId, merchantId))
    .orderBy(asc(merchantPointHistory.seq));
}

export async function insertPayoutRequest(
  tx: Executor,
  request: { merchantId: string; points: number; amountCents: number },
  now: Date,
): Promise<void> {
  await tx.insert(merchantPayoutRequests).values({ id: newId(now.getTime()), ...request, createdAt: now });
}
