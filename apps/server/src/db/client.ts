import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import * as schema from './schema/index';

/**
 * The query builder both drivers share. PGlite and node-postgres expose the same Drizzle
 * API, so services are written once against this type.
 */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction of `Db`. Repositories take either, so a service decides the transaction bounds. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(serverRoot, 'drizzle');

/** The advisory lock key under which an instance migrates PostgreSQL ('perkdesk' in ASCII). */
const MIGRATION_LOCK = 0x7065726b6465736bn;

/**
 * Applies the migrations on one connection holding a session advisory lock, so that instances
 * starting together migrate one after the other: the later ones find nothing left to apply.
 */
async function migrateUnderLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock too, even when a migration failed.
    await client.end();
  }
}

/**
 * Opens the database and applies the committed migrations: a PostgreSQL server when a URL is
 * given, otherwise embedded PGlite on disk under `dataDir` (or in memory for `memory://`).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** A PGlite data directory image (`dumpMigratedPglite`) to start from instead of an empty one. */
  pgliteImage?: Blob;
}): Promise<Database> {
  if (options.url) {
    await migrateUnderLock(options.url);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection can die (server restart, failover). The pool drops it and the next
    // query opens a new one; without a listener the 'error' event would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const location = options.dataDir ?? 'memory://';
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const { client, db } = await openMigratedPglite(location, options.pgliteImage);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** A migrated in-memory PGlite's data directory, for `openDatabase({ pgliteImage })`. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const { client } = await openMigratedPglite('memory://');
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openMigratedPglite(location: string, image?: Blob) {
  // The order history's substring search (migration 0010) needs these two contrib extensions.
  const client = await PGlite.create(location, { extensions: { pg_trgm, btree_gin }, loadDataDir: image });
  const db = drizzlePglite({ client, schema });
  // From an image, only the migrations newer than it are applied.
  await migratePglite(db, { migrationsFolder });
  return { client, db };
}
