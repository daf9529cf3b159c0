import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens, sessionFamilies } from '../../db/schema/index';

export async function insertFamily(db: Executor, family: typeof sessionFamilies.$inferInsert): Promise<void> {
  await db.insert(sessionFamilies).values(family);
}

export async function insertRefreshToken(
  db: Executor,
  token: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** A refresh token with the revocation state of its family. */
export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      expiresAt: refreshTokens.expiresAt,
      retiredAt: refreshTokens.retiredAt,
      familyRevokedAt: sessionFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Retires a token unless a concurrent call already did. True when this call retired it. */
export async function retireRefreshToken(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ retiredAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.retiredAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}
