import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { merchantOrderSchema, REALTIME_DESTINATIONS } from '@perkdesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-instance';
import { type Database, openDatabase } from '../db/client';
import { serverRoot } from '../server-root';
import { bearer, createAccount, login } from './account-fixtures';
import { connectPayments, createCafeMenu, createOpenStore } from './ordering-fixtures';
import { connectStomp, type StompProbe } from './stomp-test-client';
import { createTestClock, TEST_APP_ORIGIN, type TestApp } from './test-app';
import { createDatabase, postgresUrl } from './test-database';

// Two real server processes, as a deployment runs them (compose.yaml), started at the same moment
// on one fresh PostgreSQL database: both serve, the migrations ran once, and an order paid through
// A reaches the merchant's STOMP session on B. PGlite is one process: PostgreSQL only.

const SECRET = 'two-instances-secret-that-is-long-enough-0123456789';
const START_TIMEOUT_MS = 45_000;

interface Instance {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  output: () => string;
}

/** The compiled bundle `npm start` and the Docker image run: dist/main.js, built first. */
const bundle = join(serverRoot, 'dist/main.js');

/** The bundle in production mode; resolves once it prints its address. */
function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, [bundle], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      APP_ORIGIN: TEST_APP_ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${text}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const port = /ready at http:\/\/localhost:(\d+)/.exec(text)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port: Number(port), baseUrl: `http://127.0.0.1:${port}`, output: () => text });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${text}`));
    });
  });
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = once(instance.child, 'exit');
  instance.child.kill('SIGTERM');
  // A graceful shutdown that hangs must not hold the suite.
  const killer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/**
 * The fixtures' view of a test app, with requests sent over HTTP to a running process: `inject`
 * answers as Fastify's does, and the database is this test's own connection to the shared one.
 */
function remoteApp(instance: Instance, db: Database['db']): TestApp {
  const inject = async (options: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string | object;
  }) => {
    const json = options.payload !== undefined && typeof options.payload !== 'string';
    const response = await fetch(`${instance.baseUrl}${options.url}`, {
      method: options.method ?? 'GET',
      headers: { ...options.headers, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(options.payload) : (options.payload as string | undefined),
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) };
  };
  // connectStomp reads the port from the server's address.
  const server = { address: () => ({ port: instance.port }) };
  return { app: { inject, server }, db, clock: createTestClock() } as unknown as TestApp;
}

describe('two server processes on one PostgreSQL', () => {
  let empty: Awaited<ReturnType<typeof createDatabase>>;
  let dataDir: string;
  let database: Database;
  let a: Instance | undefined;
  let b: Instance | undefined;
  const probes: StompProbe[] = [];

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, [join(serverRoot, '../../tools/build-server.mjs')]);
    empty = await createDatabase(postgresUrl());
    dataDir = await mkdtemp(join(tmpdir(), 'perkdesk-two-instances-'));
    // Started together on an empty database: both race for the migrations.
    const started = await Promise.allSettled([
      startInstance(empty.url, join(dataDir, 'a')),
      startInstance(empty.url, join(dataDir, 'b')),
    ]);
    [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    database = await openDatabase({ url: empty.url });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(probes.map((probe) => probe.client.deactivate()));
    await Promise.all([stop(a), stop(b)]);
    await database?.close();
    await empty?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const running = (instance: Instance | undefined) => {
    if (!instance) throw new Error('the instance did not start');
    return instance;
  };

  it('serves on both instances once the database answers', async () => {
    for (const instance of [running(a), running(b)]) {
      const response = await fetch(`${instance.baseUrl}/api/ready`);
      expect(response.status, instance.output()).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
    }
  });

  it('applied each migration exactly once', async () => {
    const journal = JSON.parse(await readFile(join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8'));
    const applied = await database.db.execute<{ hash: string }>(
      sql`select hash from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
  });

  it('delivers an order paid through A to the merchant connected to B', async () => {
    const onA = remoteApp(running(a), database.db);
    const onB = remoteApp(running(b), database.db);
    const merchantAccount = await createAccount(onA, { role: 'MERCHANT' });
    const merchant = bearer((await login(onB, merchantAccount.username)).access_token);
    await connectPayments(onA, merchant);
    const store = await createOpenStore(onA, merchant);
    const menu = await createCafeMenu(onA, merchant, [store.id]);

    const session = await connectStomp(onB.app as AppInstance, { token: merchant.authorization.slice(7) });
    probes.push(session);
    expect(session.answer.command).toBe('CONNECTED');
    await session.subscribe(REALTIME_DESTINATIONS.notifyOrder);

    const customerAccount = await createAccount(onA, { role: 'USER' });
    const customer = bearer((await login(onA, customerAccount.username)).access_token);
    const send = async (url: string, body: unknown) => {
      const response = await onA.app.inject({
        method: 'POST',
        url,
        headers: { ...customer, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    await send(`/api/user-cart/${store.id}/item`, {
      item: { productId: menu.croissant.id, quantity: 2, addons: [] },
    });
    const order = await send('/api/orders/checkout', { storeId: store.id });
    const paid = await send(`/api/orders/${order.id}/confirm`, { serveType: 'PICKUP', payAtStore: true });
    expect(paid.status).toBe('PAID');

    const delivered = merchantOrderSchema.parse(JSON.parse((await session.nextMessage(10_000)).body));
    expect(delivered).toMatchObject({ id: paid.id, status: 'PAID', numberOfItems: 2 });
  }, 30_000);
});
