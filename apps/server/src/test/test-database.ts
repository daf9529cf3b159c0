import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/**
 * A private database for one test file. With TEST_DATABASE_URL (CI's real PostgreSQL) a
 * uniquely named database is created next to the given one and dropped afterwards, so files
 * running in parallel never collide; otherwise an in-memory PGlite. Both get the real migrations.
 */
export async function openTestDatabase(adminUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' });
  const empty = await createEmptyDatabase(adminUrl);
  const database = await openDatabase({ url: empty.url });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * TEST_DATABASE_URL, for the PostgreSQL-only files (`*.pg.test.ts`): the server project includes
 * them only when it is set, so they never show as skipped.
 */
export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This file runs on PostgreSQL only: set TEST_DATABASE_URL.');
  return url;
}

/** A new, empty PostgreSQL database beside `adminUrl`'s: its URL, and how to drop it. */
export async function createEmptyDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `perkdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
