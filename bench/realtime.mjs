#!/usr/bin/env node
// The real-time channel (issue 6 "Reaches", contract §15): the real server (apps/server/src/main.ts,
// DEMO_DATA=1, no demo history) on PostgreSQL — the LISTEN/NOTIFY path that production takes — or
// on PGlite with --pglite, started as a child process so that the bench client's own memory does
// not count. This process is the client: raw `ws` with minimal STOMP 1.2 framing, as the web app's
// @stomp/stompjs speaks it (CONNECT with Authorization and heart-beat 30000,30000, SUBSCRIBE to
// /user/queue/notify-order and /topic/errors); @stomp/stompjs itself is too heavy for 2,000
// clients in one process.
//
// 1. Setup (not measured): the demo store always open (operationTime []), MERCHANTS merchants
//    (the demo one and others registered through the API), one sign-in per session (each tablet
//    has its own session family), one customer.
// 2. Memory: the server's process.memoryUsage() after two full GCs (the server runs with
//    --expose-gc; a preload answers over IPC), before and after SESSIONS idle sessions are
//    connected and subscribed (SESSIONS / MERCHANTS per merchant); the difference / SESSIONS.
//    Target: < 40 KB per idle session.
// 3. Latency: ORDERS orders (after 10 warm-up ones) paid one after the other through the public API
//    (cart → checkout → confirm → sandbox intent confirm → POST /api/orders/{id}/paid), each timed
//    from just before POST …/paid is sent to the MESSAGE carrying that order as PAID at every one of
//    the demo merchant's sessions (performance.now() in this process); also from the order's paidAt
//    (the server's clock at the transition; same machine) to the MESSAGE. The other merchants'
//    sessions must receive nothing. Target: p99 < 50 ms.
//
// Usage: node bench/realtime.mjs [--pglite] [postgres://…] [sessions=2000] [orders=200] [merchants=20]
// Without a URL (and without --pglite) a throwaway PostgreSQL cluster is started (bench/pg-cluster.mjs).
// Ports: REALTIME_PG_PORT (default 55441), REALTIME_PORT (default 8502).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activate, demoStoreAlwaysOpen, orderableLines } from './demo-shop.mjs';
import { startCluster, withAdmin } from './pg-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const WebSocket = createRequire(join(root, 'apps/server/package.json'))('ws');
const args = process.argv.slice(2);
const pglite = args.includes('--pglite');
const givenUrl = pglite ? null : (args.find((arg) => arg.startsWith('postgres')) ?? process.env.DATABASE_URL);
const [sessionCount = 2000, orderCount = 200, merchantCount = 20] = args
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);
const pgPort = Number(process.env.REALTIME_PG_PORT ?? 55441);
const serverPort = Number(process.env.REALTIME_PORT ?? 8502);
const WARM_UP = 10;
const TARGET_P99_MS = 50;
const TARGET_KB = 40;
const PASSWORD = 'Bench#Rea1t1me';

// Loaded into the server before main.ts: answers {memory} after two full GCs when asked over IPC.
const MEMORY_PROBE = `process.on('message', (m) => { if (m !== 'memory') return; globalThis.gc(); globalThis.gc();
  process.send({ memory: process.memoryUsage() }); });`;

function startServer(env) {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(MEMORY_PROBE)}`,
      join(root, 'apps/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DEMO_DATA: '1',
        DEMO_HISTORY_DAYS: '0',
        LOG_LEVEL: 'warn',
        // Not production: customers activate through the local outbox, which production does not expose.
        NODE_ENV: 'development',
        // glibc raises its mmap threshold after the first large free (the sign-ins' 19 MB argon2
        // buffers), and then keeps such buffers in its arenas: the RSS before the sessions would
        // still hold them, or give them back during the measurement. A fixed threshold keeps large
        // buffers mmapped, returned on free, so the RSS difference is the sessions'.
        MALLOC_MMAP_THRESHOLD_: '131072',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server not ready in 90 s')), 90_000);
    // Read on until the end: a full pipe would block the server.
    child.stdout.on('data', (chunk) => {
      const match = /Perkdesk ready at (http:\/\/\S+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, origin: match[1].replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const serverMemory = (child) =>
  new Promise((resolve) => {
    child.once('message', (message) => resolve(message.memory));
    child.send('memory');
  });

async function call(origin, method, path, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(origin + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${json?.code ?? ''} ${json?.message ?? ''}`);
  return json;
}

async function registerMerchant(origin, index) {
  const username = `bench${index}${randomBytes(3).toString('hex')}`;
  const email = `${username}@merchants.perkdesk.test`;
  await call(origin, 'POST', '/api/merchant/registration', {
    body: {
      firstName: 'Bench',
      lastName: `Merchant ${index}`,
      username,
      email,
      password: PASSWORD,
      matchingPassword: PASSWORD,
    },
  });
  await activate(call, origin, email);
  return { username, password: PASSWORD };
}

async function registerCustomer(origin) {
  const email = `bench-${randomBytes(6).toString('hex')}@customers.perkdesk.test`;
  await call(origin, 'POST', '/api/user/registration', {
    body: {
      name: 'Bench Customer',
      email,
      password: PASSWORD,
      matchingPassword: PASSWORD,
      phone: '+14165550199',
    },
  });
  await activate(call, origin, email);
  const login = await call(origin, 'POST', '/api/login', { body: { username: email, password: PASSWORD } });
  return login.access_token;
}

/** Runs `task` over `items` with at most `width` at once. */
async function inParallel(items, width, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * One STOMP session over a raw WebSocket: CONNECT, SUBSCRIBE to both destinations (a receipt on
 * the second); resolves once the receipt is back. `onMessage(body)` gets each MESSAGE body.
 */
function openSession(url, token, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']);
    let text = '';
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`socket closed (${code}) before it was subscribed`)));
    socket.on('open', () =>
      socket.send(
        `CONNECT\naccept-version:1.2,1.1,1.0\nhost:perkdesk\nheart-beat:30000,30000\nAuthorization:Bearer ${token}\n\n\0`,
      ),
    );
    socket.on('message', (data) => {
      text += data.toString();
      for (let end = text.indexOf('\0'); end >= 0; end = text.indexOf('\0')) {
        const frame = text.slice(0, end).replace(/^\n+/, '');
        text = text.slice(end + 1);
        const command = frame.slice(0, frame.indexOf('\n'));
        if (command === 'CONNECTED') {
          socket.send('SUBSCRIBE\nid:0\ndestination:/user/queue/notify-order\n\n\0');
          socket.send('SUBSCRIBE\nid:1\ndestination:/topic/errors\nreceipt:ready\n\n\0');
        } else if (command === 'RECEIPT') {
          socket.removeAllListeners('close');
          socket.on('close', (code) => {
            if (!tearingDown) console.error(`a session closed (${code})`);
          });
          resolve(socket);
        } else if (command === 'MESSAGE') {
          onMessage(frame.slice(frame.indexOf('\n\n') + 2));
        } else if (command === 'ERROR') {
          reject(new Error(`ERROR frame: ${frame.split('\n').find((line) => line.startsWith('message:'))}`));
        }
      }
      text = text.replace(/^\n+/, '');
    });
  });
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const describeTimes = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1),
  };
};
const row = (label, d) =>
  `  ${label.padEnd(58)} ${String(d.n).padStart(6)} ${[d.p50, d.p95, d.p99, d.max].map((v) => v.toFixed(1).padStart(7)).join(' ')}`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

const cluster = pglite || givenUrl ? null : startCluster(pgPort);
const adminUrl = pglite ? null : (givenUrl ?? cluster.url);
const dbName = `perkdesk_bench_${randomBytes(4).toString('hex')}`;
if (adminUrl) await withAdmin(adminUrl, `CREATE DATABASE ${dbName}`);
const databaseUrl = adminUrl
  ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString()
  : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-realtime-'));
let server;
const sockets = [];
let tearingDown = false;
let exitCode = 0;
try {
  server = await startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { origin, child } = server;
  const wsUrl = `${origin.replace('http', 'ws')}/api/websocket`;

  // Setup (not measured).
  const demo = { username: 'demo', password: 'Demo#Perk2026' };
  const demoLogin = await call(origin, 'POST', '/api/login', { body: { ...demo, portal: 'MERCHANT' } });
  const { store, detail } = await demoStoreAlwaysOpen(call, origin, demoLogin.access_token);
  const [line] = orderableLines(detail);
  if (!line) throw new Error('no product of the demo store can be ordered at any hour');
  const serveType = detail.store.serveOptions.find((option) => option !== 'DELIVERY');
  const customerToken = await registerCustomer(origin);
  const others = await inParallel(
    Array.from({ length: merchantCount - 1 }, (_, i) => i),
    4,
    (i) => registerMerchant(origin, i),
  );
  const merchants = [demo, ...others];
  const perMerchant = Math.ceil(sessionCount / merchantCount);
  const plan = Array.from({ length: sessionCount }, (_, i) => ({ merchant: Math.floor(i / perMerchant) }));
  const signInStarted = performance.now();
  const tokens = await inParallel(plan, 8, async ({ merchant }) => {
    const login = await call(origin, 'POST', '/api/login', { body: merchants[merchant] });
    return login.access_token;
  });
  console.log(
    `${pglite ? 'PGlite' : 'PostgreSQL'}; ${merchantCount} merchants × ${perMerchant} sessions, ` +
      `${sessionCount} sign-ins in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s; ` +
      `${store.name}, always open for the bench; serve type ${serveType}`,
  );

  // Memory per idle session; the sign-ins' argon2 buffers given back first.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await serverMemory(child);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = await serverMemory(child);
  const demoSessions = plan.filter(({ merchant }) => merchant === 0).length;
  let current = null;
  let unexpected = 0;
  const connectStarted = performance.now();
  await inParallel(plan, 100, async ({ merchant }, index) => {
    const socket = await openSession(wsUrl, tokens[index], (body) => {
      const order = JSON.parse(body);
      if (merchant !== 0 || !current || order.id !== current.id || order.status !== 'PAID') {
        unexpected += 1;
        return;
      }
      current.fromPaid.push(performance.now() - current.sentAt);
      current.fromPaidAt.push(Date.now() - Date.parse(order.paidAt));
      if (current.fromPaid.length === demoSessions) current.done();
    });
    sockets.push(socket);
  });
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  // Clients heart-beat as the web app does (the server drops a peer silent for 2 × 30 s).
  const beating = setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send('\n');
  }, 20_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = await serverMemory(child);
  const perSession = (key) => (after[key] - before[key]) / sessionCount;
  console.log(
    `\n${sessionCount} sessions connected and subscribed in ${connectSeconds.toFixed(1)} s (100 at a time)` +
      `\nserver memory after GC, before → after: rss ${mb(before.rss)} → ${mb(after.rss)} MB, ` +
      `heapUsed ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, ` +
      `external ${mb(before.external)} → ${mb(after.external)} MB` +
      `\nper idle session: rss ${kb(perSession('rss'))} KB, heapUsed ${kb(perSession('heapUsed'))} KB, ` +
      `external ${kb(perSession('external'))} KB (target < ${TARGET_KB} KB)`,
  );

  // Latency: paid → MESSAGE at each of the demo merchant's sessions.
  const payOne = async () => {
    await call(origin, 'POST', `/api/user-cart/${store.id}/item`, {
      token: customerToken,
      body: { item: line },
    });
    let order = await call(origin, 'POST', '/api/orders/checkout', {
      token: customerToken,
      body: { storeId: store.id },
    });
    order = await call(origin, 'POST', `/api/orders/${order.id}/confirm`, {
      token: customerToken,
      body: { serveType },
    });
    await call(
      origin,
      'POST',
      `/api/testing-support/payment-intent/confirm/${encodeURIComponent(order.clientSecret)}`,
      {
        token: customerToken,
      },
    );
    const delivered = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`order ${order.id}: ${current.fromPaid.length} of ${demoSessions} sessions in 10 s`),
          ),
        10_000,
      );
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      current = { id: order.id, fromPaid: [], fromPaidAt: [], done };
    });
    current.sentAt = performance.now();
    const paidStarted = performance.now();
    await call(origin, 'POST', `/api/orders/${order.id}/paid`, { token: customerToken });
    const paidMs = performance.now() - paidStarted;
    await delivered;
    const result = { ...current, paidMs };
    current = null;
    return result;
  };
  for (let i = 0; i < WARM_UP; i++) await payOne();
  const results = [];
  for (let i = 0; i < orderCount; i++) results.push(await payOne());
  clearInterval(beating);

  const fromPaid = describeTimes(results.flatMap((r) => r.fromPaid));
  const lastSession = describeTimes(results.map((r) => Math.max(...r.fromPaid)));
  const fromPaidAt = describeTimes(results.flatMap((r) => r.fromPaidAt));
  const paidRequest = describeTimes(results.map((r) => r.paidMs));
  console.log(
    `\n${orderCount} orders paid one after the other, each sent to ${demoSessions} sessions of the demo merchant; ms`,
  );
  console.log(`  ${'measure'.padEnd(58)}      n     p50     p95     p99     max`);
  console.log(row('POST …/paid sent → MESSAGE at a session (every delivery)', fromPaid));
  console.log(row('POST …/paid sent → MESSAGE at its last session (per order)', lastSession));
  console.log(row("order's paidAt (server clock) → MESSAGE (every delivery)", fromPaidAt));
  console.log(row('POST …/paid answered (for comparison)', paidRequest));
  console.log(`  messages at other merchants' sessions or unexpected: ${unexpected}`);
  // RSS can grow less than the heap (V8 reuses pages it already holds): the larger of the two counts.
  const sessionKb = Math.max(perSession('rss'), perSession('heapUsed') + perSession('external')) / 1024;
  const pass = fromPaid.p99 < TARGET_P99_MS && sessionKb < TARGET_KB && unexpected === 0;
  console.log(
    pass
      ? `\nPASS: p99 < ${TARGET_P99_MS} ms, ${sessionKb.toFixed(1)} KB < ${TARGET_KB} KB per idle session, nothing misdelivered`
      : `\nFAIL: p99 ≥ ${TARGET_P99_MS} ms, ${sessionKb.toFixed(1)} KB per idle session (target < ${TARGET_KB}), or misdelivered messages`,
  );
  if (!pass) exitCode = 1;
} finally {
  tearingDown = true;
  for (const socket of sockets) socket.terminate();
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  cluster?.stop();
}
process.exitCode = exitCode;
