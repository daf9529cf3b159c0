import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../db/client';

/**
 * Who runs a piece of work, and whether that instance still runs: an Idempotency-Key claimed by a
 * process that died (kill -9, a crash) is freed by the next request that meets it, at once.
 */
export interface InstanceLiveness {
  /** This instance's owner id, stamped on the claims it makes. */
  ownerId(): Promise<string>;
  /** Whether the instance that stamped `owner` is still running. */
  isAlive(owner: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The first key of the two-key advisory locks taken here, so they clash with no other use. */
const LOCK_SPACE = 0x50444b49;

/**
 * On PostgreSQL every instance holds a session advisory lock on a dedicated connection for as long
 * as it lives; the server drops it the moment that connection closes, which a killed process's
 * does. An owner whose lock can be taken is dead.
 */
function postgresLiveness(db: Db, onLost: () => void): InstanceLiveness {
  const settings = (db as unknown as { $client: pg.Pool }).$client.options;
  let holder: pg.Client | null = null;
  let owner: Promise<string> | null = null;

  const hold = async (): Promise<string> => {
    const client = new pg.Client(settings);
    const lost = () => {
      if (holder !== client) return;
      holder = null;
      owner = null;
      client.end().catch(() => {});
      onLost();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    holder = client;
    for (;;) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await client.query('select pg_try_advisory_lock($1, $2) as taken', [LOCK_SPACE, key]);
      if (rows[0]?.taken) return `pg:${key}`;
    }
  };

  return {
    ownerId() {
      owner ??= hold().catch((error) => {
        owner = null;
        throw error;
      });
      return owner;
    },
    async isAlive(id) {
      const key = /^pg:(\d+)$/.exec(id)?.[1];
      if (!key) return false;
      if (owner && id === (await owner)) return true;
      // Taken and given back in one statement, on one session: true while its owner holds it.
      const result = await db.execute(
        sql`select case when pg_try_advisory_lock(${LOCK_SPACE}::int, ${Number(key)}::int)
          then not pg_advisory_unlock(${LOCK_SPACE}::int, ${Number(key)}::int) else true end as alive`,
      );
      return Boolean((result.rows[0] as { alive: boolean } | undefined)?.alive);
    },
    async close() {
      const client = holder;
      holder = null;
      owner = null;
      await client?.end().catch(() => {});
    },
  };
}

/** Embedded PGlite belongs to one process at a time: any other owner is a process that is gone. */
function singleProcessLiveness(): InstanceLiveness {
  const id = `local:${randomUUID()}`;
  return {
    ownerId: async () => id,
    isAlive: async (owner) => owner === id,
    close: async () => {},
  };
}

export function createInstanceLiveness(database: Database, onLost: () => void = () => {}): InstanceLiveness {
  return database.kind === 'postgres' ? postgresLiveness(database.db, onLost) : singleProcessLiveness();
}
