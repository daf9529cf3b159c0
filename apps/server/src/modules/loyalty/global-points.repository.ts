import type { PageQuery } from '@perkdesk/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { globalPointHistory, globalPoints } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { type Moved, type MoveMode, moveBalance, shiftBalance } from './ledger.repository';

export type GlobalHistoryType = (typeof globalPointHistory.$inferInsert)['historyType'];
export type GlobalPointsRow = typeof globalPoints.$inferSelect;
export type GlobalPointHistoryRow = typeof globalPointHistory.$inferSelect;

export async function ensureGlobalPoints(tx: Executor, customerId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(globalPoints)
    .values({ id: newId(now.getTime()), customerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: globalPoints.customerId, set: { customerId } })
    .returning({ id: globalPoints.id });
  return row!.id;
}

/**
 * Moves a customer's global points. A spend (USED) counts into `redeemed`; giving a spend back
 * (`unspend`) takes it out again.
 */
export async function moveGlobalPoints(
  tx: Executor,
  customerId: string,
  delta: number,
  entry: { orderId: string | null; historyType: GlobalHistoryType; level?: number | null; unspend?: boolean },
  now: Date,
  mode: MoveMode = 'strict',
): Promise<Moved | null> {
  const balanceId = await ensureGlobalPoints(tx, customerId, now);
  const redeemed = entry.historyType === 'USED' || entry.unspend ? -delta : 0;
  const moved =
    redeemed !== 0
      ? await shiftBalance(tx, globalPoints, 'points', balanceId, delta, now, {
          column: 'redeemed',
          delta: redeemed,
        })
      : await moveBalance(tx, globalPoints, 'points', balanceId, delta, now, mode);
  if (!moved) return null;
  await tx.insert(globalPointHistory).values({
    id: newId(now.getTime()),
    customerId,
    orderId: entry.orderId,
    historyType: entry.historyType,
    points: Math.abs(moved.after - moved.before),
    pointBefore: moved.before,
    pointAfter: moved.after,
    level: entry.level ?? null,
    createdAt: now,
  });
  return moved;
}

export async function findGlobalPoints(
  db: Executor,
  customerId: string,
): Promise<GlobalPointsRow | undefined> {
  const [row] = await db.select().from(globalPoints).where(eq(globalPoints.customerId, customerId));
  return row;
}

/** A page of the customer's history, newest first, and the number of entries in all. */
export async function findGlobalHistoryPage(
  db: Executor,
  customerId: string,
  page: PageQuery,
): Promise<{ rows: GlobalPointHistoryRow[]; total: number }> {
  const where = eq(globalPointHistory.customerId, customerId);
  const rows = await db
    .select()
    .from(globalPointHistory)
    .where(where)
    .orderBy(desc(globalPointHistory.seq))
    .limit(page.pageSize)
    .offset(page.pageNumber * page.pageSize);
  const [total] = await db.select({ n: count() }).from(globalPointHistory).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The referral rewards the customer received, summed per level (levels without any left out). */
export async function sumReferralRewardsByLevel(
  db: Executor,
  customerId: string,
): Promise<Map<number | null, number>> {
  const rows = await db
    .select({
      level: globalPointHistory.level,
      total: sql<number>`coalesce(sum(${globalPointHistory.points}), 0)::int`,
    })
    .from(globalPointHistory)
    .where(
      and(
        eq(globalPointHistory.customerId, customerId),
        eq(globalPointHistory.historyType, 'REFERRAL_REWARD'),
      ),
    )
    .groupBy(globalPointHistory.level);
  return new Map(rows.map((row) => [row.level, Number(row.total)]));
}

/** The customer's balance alone; 0 before any global point. */
export async function findGlobalPointsBalance(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ points: globalPoints.points })
    .from(globalPoints)
    .where(eq(globalPoints.customerId, customerId));
  return row?.points ?? 0;
}
