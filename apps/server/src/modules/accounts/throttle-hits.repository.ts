import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { throttleHits } from '../../db/schema/index';
import { newId } from '../../lib/ids';

/** Hits of `key` after `since`. */
export async function hitsSince(db: Executor, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.at, since)));
  return row?.n ?? 0;
}

/** Records one hit under each key, and drops hits older than `forgetBefore` (no window reaches them). */
export async function recordHits(db: Executor, keys: readonly string[], now: Date, forgetBefore: Date) {
  await db.insert(throttleHits).values(keys.map((key) => ({ id: newId(), key, at: now })));
  await db.delete(throttleHits).where(lte(throttleHits.at, forgetBefore));
}
