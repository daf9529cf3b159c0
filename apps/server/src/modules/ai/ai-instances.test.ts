import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createSessionEvents } from '../../plugins/session-revoker';
import { bearer, createAccount, login } from '../../test/account-fixtures';
import { createTestClock, injectJson, type TestApp, testConfig } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

// Two server instances on one database share each merchant's AI budget (contract §14 Clarifications).

describe('AI budget across two instances', () => {
  let database: Database;
  let dataDir: string;
  let a: TestApp;
  let b: TestApp;

  const instance = async (): Promise<TestApp> => {
    const config = testConfig(dataDir);
    const clock = createTestClock();
    const sessionEvents = createSessionEvents();
    const app = await buildApp({ config, database, clock, sessionEvents });
    await app.ready();
    return { app, db: database.db, config, clock, sessionEvents, close: () => app.close() };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'perkdesk-ai-'));
    database = await openTestDatabase();
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('of 40 calls at once on each instance, 60 pass in all', async () => {
    const account = await createAccount(a);
    const headers = bearer((await login(a, account.username)).access_token);
    const call = (t: TestApp, index: number) =>
      injectJson(
        t.app,
        'POST',
        '/api/ai/chat/completions',
        { messages: [{ role: 'user', content: `Store: Shop ${index}` }] },
        headers,
      );
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, index) => call(index % 2 === 0 ? a : b, index)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await call(b, 99)).statusCode).toBe(429);
  });
});
