import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { demoHistoryRuns } from '../../db/schema/index';

export type DemoHistoryRun = typeof demoHistoryRuns.$inferSelect;

/**
 * Claims the merchant's run: a new row, or one whose server stopped before finishing (no progress
 * since `staleBefore`), kept with its days and progress so that it plays on. Undefined when another
 * instance is playing it or it finished.
 */
export async function claimRun(
  db: Executor,
  merchantId: string,
  fresh: { days: number; endsAt: Date },
  now: Date,
  staleBefore: Date,
): Promise<DemoHistoryRun | undefined> {
  const [claimed] = await db
    .insert(demoHistoryRuns)
    .values({ merchantId, ...fresh, daysPlayed: 0, startedAt: now, updatedAt: now, finishedAt: null })
    .onConflictDoUpdate({
      target: demoHistoryRuns.merchantId,
      set: { updatedAt: now },
      setWhere: and(isNull(demoHistoryRuns.finishedAt), lt(demoHistoryRuns.updatedAt, staleBefore)),
    })
    .returning();
  return claimed;
}

export async function recordProgress(
  db: Executor,
  merchantId: string,
  daysPlayed: number,
  now: Date,
  finished: boolean,
): Promise<void> {
  await db
    .update(demoHistoryRuns)
    .set({ daysPlayed, updatedAt: now, finishedAt: finished ? now : null })
    .where(eq(demoHistoryRuns.merchantId, merchantId));
}

export async function findRun(db: Executor, merchantId: string): Promise<DemoHistoryRun | undefined> {
  const [row] = await db.select().from(demoHistoryRuns).where(eq(demoHistoryRuns.merchantId, merchantId));
  return row;
}

/** Marks the run stopped now (its last progress long past): the next start claims it at once. */
export async function releaseRun(db: Executor, merchantId: string): Promise<void> {
  await db
    .update(demoHistoryRuns)
    .set({ updatedAt: new Date(0) })
    .where(and(eq(demoHistoryRuns.merchantId, merchantId), isNull(demoHistoryRuns.finishedAt)));
}
