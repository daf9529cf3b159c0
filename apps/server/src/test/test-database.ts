import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/** What the server project's global setup (database-template.ts) migrated once for every file. */
export interface MigratedTemplate {
  /** A file holding a migrated PGlite data directory. */
  pgliteImage?: string;
  /** A migrated database beside TEST_DATABASE_URL's, to copy with CREATE DATABASE … TEMPLATE. */
  postgresDatabase?: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

async function migratedTemplate(): Promise<MigratedTemplate> {
  // Outside Vitest (`npm run openapi`) there is no global setup: each database migrates itself.
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  return inject('migratedTemplate') ?? {};
}

/**
 * A private database for one test file. With TEST_DATABASE_URL (CI's real PostgreSQL) a
 * uniquely named database is created next to the given one and dropped afterwards, so files
 * running in parallel never collide; otherwise an in-memory PGlite. Both get the real migrations,
 * copied from the template the global setup migrated when there is one (migrating is most of a
 * file's set-up).
 */
export async function openTestDatabase(adminUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  const template = await migratedTemplate();
  if (!adminUrl) {
    const image = template.pgliteImage ? new Blob([await readFile(template.pgliteImage)]) : undefined;
    return openDatabase({ dataDir: 'memory://', pgliteImage: image });
  }
  const sameServer = adminUrl === process.env.TEST_DATABASE_URL;
  const copy = await createDatabase(adminUrl, sameServer ? template.postgresDatabase : undefined);
  const database = await openDatabase({ url: copy.url });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
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

/**
 * A new PostgreSQL database beside `adminUrl`'s, empty or a copy of `template`: its name, its URL,
 * and how to drop it.
 */
export async function createDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `perkdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
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
