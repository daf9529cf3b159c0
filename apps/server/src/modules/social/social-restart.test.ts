import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-instance';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { socialPosts } from '../../db/schema/index';
import { systemClock } from '../../lib/clock';
import { bearer, createAccount, login } from '../../test/account-fixtures';
import { injectJson, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

// A scheduled offline post is published exactly once by the job queue (ADR 13), even when no
// server runs at its time: after a restart, and with two instances on one PostgreSQL. On PGlite
// the database is a directory closed and reopened, as a process restart would do.

let dataDir: string;
let database: Database;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const open = () => (postgres ? openTestDatabase() : openDatabase({ dataDir: join(dataDir, 'pglite') }));

/** An instance as main.ts builds it, on the real clock. */
async function instance(): Promise<AppInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    APP_ORIGIN: TEST_APP_ORIGIN,
  });
  const app = await buildApp({ config, database, clock: systemClock });
  await app.ready();
  return app;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'perkdesk-social-'));
  database = await open();
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function scheduleOn(app: AppInstance, seconds: number): Promise<{ id: string; at: number }> {
  const t = { app, db: database.db, clock: systemClock } as unknown as TestApp;
  const account = await createAccount(t, { role: 'MERCHANT' });
  const headers = bearer((await login(t, account.username, account.password)).access_token);
  const at = Date.now() + seconds * 1000;
  const response = await injectJson(
    app,
    'POST',
    '/api/social/posts',
    {
      post: 'Later',
      platforms: ['facebook'],
      scheduleDate: new Date(at).toISOString(),
    },
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

async function waitForSuccess(id: string) {
  const deadline = Date.now() + 15_000;
  while ((await statusOf(id)) !== 'success' && Date.now() < deadline) await sleep(200);
  expect(await statusOf(id)).toBe('success');
  await sleep(1500);
}

describe('scheduled publishing across restarts', () => {
  it('publishes a post that fell due while the server was stopped, once, after it starts again', async () => {
    const first = await instance();
    const post = await scheduleOn(first, 2);
    await first.close();
    if (!postgres) {
      await database.close();
      database = await open();
    }
    await sleep(post.at + 1000 - Date.now());
    expect(await statusOf(post.id)).toBe('scheduled');

    const second = await instance();
    try {
      await waitForSuccess(post.id);
      expect(await jobsOf(post.id)).toEqual([{ state: 'completed', retries: 0 }]);
    } finally {
      await second.close();
    }
  });

  it.runIf(postgres)('publishes it once when two instances start after its time', async () => {
    const first = await instance();
    const posts = [await scheduleOn(first, 2), await scheduleOn(first, 2), await scheduleOn(first, 2)];
    await first.close();
    await sleep(Math.max(...posts.map((post) => post.at)) + 500 - Date.now());
    const [a, b] = await Promise.all([instance(), instance()]);
    try {
      for (const post of posts) {
        await waitForSuccess(post.id);
        expect(await jobsOf(post.id)).toEqual([{ state: 'completed', retries: 0 }]);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.runIf(postgres)('publishes a post made on one of two running instances once', async () => {
    const a = await instance();
    const seed = await scheduleOn(a, 1);
    // B starts with a post waiting, so both instances run the queue's worker.
    const b = await instance();
    try {
      const post = await scheduleOn(b, 2);
      for (const id of [seed.id, post.id]) {
        await waitForSuccess(id);
        expect(await jobsOf(id)).toEqual([{ state: 'completed', retries: 0 }]);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
