import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '../db/client';
import { createDatabase } from './test-database';

/**
 * The server project's global setup: migrates one database before the files run, and each file's
 * database starts as a copy of it (`openTestDatabase`) instead of running every migration again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createDatabase(adminUrl);
    const database = await openDatabase({ url: template.url });
    await database.close();
    project.provide('migratedTemplate', { postgresDatabase: template.name });
    return () => template.drop();
  }
  const dir = await mkdtemp(join(tmpdir(), 'perkdesk-template-'));
  const pgliteImage = join(dir, 'migrated.tar');
  await writeFile(pgliteImage, new Uint8Array(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('migratedTemplate', { pgliteImage });
  return () => rm(dir, { recursive: true, force: true });
}
