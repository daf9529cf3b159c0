import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import { newId } from '../../lib/ids';

/** Failure instants of one key since `since`, newest first, at most `limit` of them. */
export async function recentFailures(db: Executor, key: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
    .orderBy(desc(loginFailures.failedAt))
    .limit(limit);
  return rows.map((row) => row.failedAt);
}

/**
 * Records one failure under each key, and drops every failure older than the window: they no
 * longer count, and this keeps the table as small as the window's failures.
 */
export async function recordFailure(db: Executor, keys: readonly string[], now: Date, windowStart: Date) {
  await db.insert(loginFailures).values(keys.map((key) => ({ id: newId(), key, failedAt: now })));
  await db.delete(loginFailures).where(lte(loginFailures.failedAt, windowStart));
}

export async function clearFailures(db: Executor, keys: readonly string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}
