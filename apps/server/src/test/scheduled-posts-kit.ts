import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import type { AppInstance } from '../app-instance';
import type { Database } from '../db/client';
import { socialPosts } from '../db/schema/index';
import { systemClock } from '../lib/clock';
import { bearer, createAccount, login } from './account-fixtures';
import { injectJson, type TestApp, testConfig } from './test-app';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Server instances as main.ts builds them, on the real clock, over one database that
 * `open(dataDir)` gives (and gives again to `reopen`, as a process restart would): what the
 * scheduled-publishing tests share. Registers the file's beforeAll/afterAll.
 */
export function scheduledPostsKit(open: (dataDir: string) => Promise<Database>) {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'perkdesk-social-'));
    database = await open(dataDir);
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function instance(): Promise<AppInstance> {
    const config = testConfig(dataDir);
    const app = await buildApp({ config, database, clock: systemClock });
    await app.ready();
    return app;
  }

  async function reopen() {
    await database.close();
    database = await open(dataDir);
  }

  /** A new merchant's offline post on Facebook, scheduled `seconds` from now. */
  async function scheduleOn(app: AppInstance, seconds: number): Promise<{ id: string; at: number }> {
    const t = { app, db: database.db, clock: systemClock } as unknown as TestApp;
    const account = await createAccount(t, { role: 'MERCHANT' });
    const headers = bearer((await login(t, account.username, account.password)).access_token);
    const at = Date.now() + seconds * 1000;
    const response = await injectJson(
      app,
      'POST',
      '/api/social/posts',
      { post: 'Later', platforms: ['facebook'], scheduleDate: new Date(at).toISOString() },
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return { id: response.json().id, at };
  }

  const statusOf = async (id: string) =>
    (await database.db.select().from(socialPosts).where(eq(socialPosts.id, id)))[0]?.status;

  /** The post's jobs: one, completed at the first try, proves one publication. */
  async function jobsOf(id: string) {
    const result = await database.db.execute<{ state: string; retry_count: number }>(
      sql`select state, retry_count from pgboss.job where name = 'social-publish' and data->>'postId' = ${id}`,
    );
    return result.rows.map((row) => ({ state: row.state, retries: Number(row.retry_count) }));
  }

  /** Published within 15 s; then 1.5 s more, for a second publication to show if there were one. */
  async function waitForSuccess(id: string) {
    const deadline = Date.now() + 15_000;
    while ((await statusOf(id)) !== 'success' && Date.now() < deadline) await sleep(200);
    expect(await statusOf(id)).toBe('success');
    await sleep(1500);
  }

  return { instance, reopen, scheduleOn, statusOf, jobsOf, waitForSuccess };
}
