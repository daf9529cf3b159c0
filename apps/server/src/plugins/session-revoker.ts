import { EventEmitter } from 'node:events';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { sessionFamilies } from '../db/schema/index';
import type { Clock } from '../lib/clock';

/**
 * Announces revoked session families, after the revocation is committed, so the real-time
 * channel can close their sockets (on every instance, through its bus).
 */
export type SessionEvents = EventEmitter<{ revoked: [familyId: string] }>;
export const createSessionEvents = (): SessionEvents => new EventEmitter();

/**
 * What lets an instance remember live families: whether it hears, right now, the revocations
 * made on every other instance (the real-time bus: PostgreSQL LISTEN, or one process on PGlite),
 * and a way to start hearing them.
 */
export interface RevocationFeed {
  listening(): boolean;
  listen(): void;
}

/**
 * How long a family checked live is believed without asking again: a bound on staleness should a
 * revocation's announcement never reach this instance (the revoking instance died between its
 * commit and its NOTIFY). Revocations that are announced take effect at once.
 */
const LIVE_FOR_MS = 10_000;

/**
 * Revokes session families (a login and its refreshes) and tells whether one is still live.
 *
 * Every authenticated request asks `isActive`; asking the database each time was one round trip
 * of four per order step (bench/ordering.mjs). So a family found live is remembered, only while
 * a `RevocationFeed` says this instance hears every revocation: a revocation here forgets it
 * when announced (after the commit), one on another instance when its bus message arrives, and a
 * lost feed forgets everything. A check that raced with a revocation is not remembered (`epoch`).
 */
export function createSessionRevoker(deps: { db: Db; clock: Clock; events: SessionEvents }) {
  const { db, clock, events } = deps;
  // familyId → its user and until when it is believed live (monotonic ms).
  const live = new Map<string, { userId: string; until: number }>();
  let epoch = 0;
  let feed: RevocationFeed | null = null;
  const forget = (familyId: string) => {
    epoch++;
    live.delete(familyId);
  };
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
      const trusted = feed?.listening() === true;
      if (trusted) {
        const known = live.get(familyId);
        if (known && known.userId === userId && known.until > performance.now()) return true;
      } else feed?.listen();
      const before = epoch;
      const [family] = await familyState.execute({ familyId, userId });
      const active = family !== undefined && family.revokedAt === null;
      // Only while the feed was heard throughout, and no revocation came in meanwhile.
      if (active && trusted && before === epoch && feed?.listening() === true) {
        // Entries of families nobody uses any more go with the next revocation or feed loss;
        // bounded here so that a long-lived instance does not grow without end.
        if (live.size >= 100_000) live.clear();
        live.set(familyId, { userId, until: performance.now() + LIVE_FOR_MS });
      }
      return active;
    },

    /** From now on, live families are remembered while `revocations` is listening. */
    rememberWhile(revocations: RevocationFeed) {
      feed = revocations;
    },

    /** A family revoked on another instance (its bus message). */
    forget,

    /** The feed was lost: revocations may have been missed. */
    forgetAll() {
      epoch++;
      live.clear();
    },

    /** Revokes one family inside the caller's transaction; call `announce` after the commit. */
    revokeFamily: (executor: Executor, familyId: string) =>
      revokeWhere(executor, eq(sessionFamilies.id, familyId)),

    /** Revokes every family of an account (password reset); call `announce` after the commit. */
    revokeAllOf: (executor: Executor, userId: string) =>
      revokeWhere(executor, eq(sessionFamilies.userId, userId)),

    announce(familyIds: readonly string[]) {
      for (const familyId of familyIds) {
        forget(familyId);
        events.emit('revoked', familyId);
      }
    },
  };
}
export type SessionRevoker = ReturnType<typeof createSessionRevoker>;
