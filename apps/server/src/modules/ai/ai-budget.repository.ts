import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiBudgets, aiCalls } from '../../db/schema/index';
import { newId } from '../../lib/ids';

/**
 * Counts one call when fewer than `max` were made in the `windowMs` before `now`, and answers
 * null; otherwise answers when the oldest counted call leaves the window. The merchant's budget
 * row is locked meanwhile, so concurrent calls on any instance are counted one after the other.
 */
export async function countCall(
  db: Db,
  merchantId: string,
  now: Date,
  budget: { max: number; windowMs: number },
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    await tx.insert(aiBudgets).values({ merchantId }).onConflictDoNothing();
    await tx.select().from(aiBudgets).where(eq(aiBudgets.merchantId, merchantId)).for('update');
    const since = new Date(now.getTime() - budget.windowMs);
    await tx.delete(aiCalls).where(and(eq(aiCalls.merchantId, merchantId), lte(aiCalls.calledAt, since)));
    const counted = await tx
      .select({ calledAt: aiCalls.calledAt })
      .from(aiCalls)
      .where(eq(aiCalls.merchantId, merchantId))
      .orderBy(asc(aiCalls.calledAt))
      .limit(budget.max);
    const oldest = counted[0];
    if (oldest && counted.length >= budget.max) return new Date(oldest.calledAt.getTime() + budget.windowMs);
    await tx.insert(aiCalls).values({ id: newId(now.getTime()), merchantId, calledAt: now });
    return null;
  });
}
