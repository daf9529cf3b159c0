import { EventEmitter } from 'node:events';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { sessionFamilies } from '../db/schema/index';
import type { Clock } from '../lib/clock';

/**
 * Announces revoked session families, after the revocation is committed, so the real-time
 * channel can close their sockets. Listeners on other instances learn it from the database
 * check that every request makes.
 */
export type SessionEvents = EventEmitter<{ revoked: [familyId: string] }>;
export const createSessionEvents = (): SessionEvents => new EventEmitter();

/** Revokes session families (a login and its refreshes) and tells whether one is still live. */
export function createSessionRevoker(deps: { db: Db; clock: Clock; events: SessionEvents }) {
  const { db, clock, events } = deps;
  const revokeWhere = async (executor: Executor, where: ReturnType<typeof and>) => {
    const rows = await executor
      .update(sessionFamilies)
      .set({ revokedAt: clock.now() })
      .where(and(where, isNull(sessionFamilies.revokedAt)))
      .returning({ id: sessionFamilies.id });
    return rows.map((row) => row.id);
  };

  // Every authenticated request asks: prepared once (lib/prepared.ts).
  const familyState = db
    .select({ revokedAt: sessionFamilies.revokedAt })
    .from(sessionFamilies)
    .where(
      and(
        eq(sessionFamilies.id, sql.placeholder('familyId')),
        eq(sessionFamilies.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('session_family_state');

  return {
    async isActive(familyId: string, userId: string): Promise<boolean> {
      const [family] = await familyState.execute({ familyId, userId });
      return family !== undefined && family.revokedAt === null;
    },

    /** Revokes one family inside the caller's transaction; call `announce` after the commit. */
    revokeFamily: (executor: Executor, familyId: string) =>
      revokeWhere(executor, eq(sessionFamilies.id, familyId)),

    /** Revokes every family of an account (password reset); call `announce` after the commit. */
    revokeAllOf: (executor: Executor, userId: string) =>
      revokeWhere(executor, eq(sessionFamilies.userId, userId)),

    announce(familyIds: readonly string[]) {
      for (const familyId of familyIds) events.emit('revoked', familyId);
    },
  };
}
export type SessionRevoker = ReturnType<typeof createSessionRevoker>;
