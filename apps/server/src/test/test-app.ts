import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDeps, buildApp } from '../app';
import type { AppInstance } from '../app-instance';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createSessionEvents, type SessionEvents } from '../plugins/auth';
import { openTestDatabase } from './test-database';

/** A clock the test moves by hand, to expire tokens and throttling windows. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: AppInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  sessionEvents: SessionEvents;
  close(): Promise<void>;
}

export const TEST_APP_ORIGIN = 'http://app.perkdesk.test';
export const TEST_PUBLIC_ORIGIN = 'http://files.perkdesk.test';

/** The configuration every test instance runs with, its files under `dataDir`. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    APP_ORIGIN: TEST_APP_ORIGIN,
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    ...env,
  });
}

/**
 * The real app on a private database with silent logs and the outbox mail adapter (no
 * SMTP_URL), uploads in a temporary directory. `env` overrides configuration variables.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'perkdesk-test-'));
  const config = testConfig(dataDir, options.env);
  const database = await openTestDatabase();
  const clock = createTestClock();
  const sessionEvents = createSessionEvents();
  const app = await buildApp({ config, database, clock, sessionEvents, ...options.deps });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    clock,
    sessionEvents,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request with a JSON body (any JSON value, bare strings included) and the caller's headers. */
export function injectJson(
  app: AppInstance,
  method: TestMethod,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
) {
  return app.inject({
    method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
