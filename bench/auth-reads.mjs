#!/usr/bin/env node
// Authenticated reads against the Fastify floor (issue 21: ≥ 25 % of a hello-world's req/s on
// PostgreSQL). The real server (NODE_ENV=production) and a Fastify hello-world, each in its own
// process; autocannon, same connections and duration, alternately on the hello-world and on
//   GET /api/orders/active/count   GET /api/merchant-stores   GET /api/orders/active
// with the demo merchant's token (hello, count, hello, stores, hello, active, per round), so that
// machine noise hits both sides of each ratio alike. Prints req/s, p50/p99 and route / hello-world
// per round, then the medians, with the load average.
//
// Setup (not measured): the demo merchant's orders screen gets a few active orders through the
// public API (one customer: checkout → confirm → sandbox payment → paid; two of them accepted),
// on a development server, since customers activate through the outbox and pay through the
// sandbox's testing-support route, neither of which production has. That server is then stopped
// and the measured one started in production mode on the same database and data directory.
//
// Usage: node bench/auth-reads.mjs [postgres://user@host:port/db] [seconds=5] [rounds=3] [connections=10] [--browser]
// --browser sends `accept-encoding: gzip, deflate, br, zstd` on every request, as the back-office's
// browser does (the answers then go compressed); without it, none (identity).
// The URL may also come from DATABASE_URL; a fresh database is created next to it and dropped
// afterwards. Without a URL, a throwaway PostgreSQL cluster is started (bench/pg-cluster.mjs) on
// AUTH_READS_PG_PORT (default 55446). AUTH_READS_NODE_ARGS: node flags for the measured server
// (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"; the profile is written when it stops).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { activate, demoStoreAlwaysOpen, orderableLines } from './demo-shop.mjs';
import { startCluster, withAdmin } from './pg-cluster.mjs';
import { cpuMs } from './proc-cpu.mjs';
import { httpJsonCall } from './raw-http.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const givenUrl = args.find((arg) => arg.startsWith('postgres')) ?? process.env.DATABASE_URL;
const [seconds = 5, rounds = 3, connections = 10] = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');
const pgPort = Number(process.env.AUTH_READS_PG_PORT ?? 55446);
const TARGET_RATIO = 0.25;
const ACTIVE_ORDERS = 6;
const ACCEPTED_ORDERS = 2;
const ROUTES = ['/api/orders/active/count', '/api/merchant-stores', '/api/orders/active'];

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/** A child process started with `args`, resolved with the URL it prints once ready. */
function startProcess(nodeArgs, env, readyPattern) {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${nodeArgs.at(-1)} not ready in 90 s`)), 90_000);
    child.stdout.on('data', (chunk) => {
      const match = readyPattern.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, origin: match[1].replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`${nodeArgs.at(-1)} exited with ${code}`)));
  });
}

const stop = async (proc) => {
  if (!proc || proc.child.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await exited;
};

function startServer(databaseUrl, dataDir, mode) {
  const production = mode === 'production';
  return startProcess(
    [
      ...(production ? (process.env.AUTH_READS_NODE_ARGS?.split(' ').filter(Boolean) ?? []) : []),
      '--import',
      'tsx',
      join(root, 'apps/server/src/main.ts'),
    ],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: '1',
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: mode,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    },
    /Perkdesk ready at (http:\/\/\S+)/,
  );
}

function startHelloWorld(dir) {
  const file = join(dir, 'hello.mjs');
  writeFileSync(
    file,
    `import Fastify from '${join(root, 'node_modules/fastify/fastify.js')}';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log('hello-world ready at ' + address);`,
  );
  return startProcess([file], {}, /hello-world ready at (http:\/\/\S+)/);
}

/** One JSON call of the setup; a non-2xx answer throws. */
const call = httpJsonCall(8);

const merchantLogin = (origin) =>
  call(origin, 'POST', '/api/login', {
    body: { username: 'demo', password: 'Demo#Perk2026', portal: 'MERCHANT' },
  }).then((login) => login.access_token);

/** ACTIVE_ORDERS paid orders in the demo store, ACCEPTED_ORDERS of them accepted. */
async function placeActiveOrders(origin) {
  const merchantToken = await merchantLogin(origin);
  const { store, detail } = await demoStoreAlwaysOpen(call, origin, merchantToken);
  const lines = orderableLines(detail);
  const serveType = detail.store.serveOptions.find((option) => option !== 'DELIVERY');
  if (lines.length === 0 || !serveType) throw new Error('the demo store has nothing to order for pickup');
  const password = 'Bench#Read2026';
  const email = `bench-${randomBytes(6).toString('hex')}@customers.perkdesk.test`;
  await call(origin, 'POST', '/api/user/registration', {
    body: { name: 'Bench Reader', email, password, matchingPassword: password, phone: '+14165550199' },
  });
  await activate(call, origin, email);
  const token = (await call(origin, 'POST', '/api/login', { body: { username: email, password } }))
    .access_token;
  const once = () => ({ 'idempotency-key': randomUUID() });
  for (let i = 0; i < ACTIVE_ORDERS; i++) {
    await call(origin, 'DELETE', `/api/user-cart/${store.id}`, { token });
    for (let k = 0; k < 2; k++) {
      await call(origin, 'POST', `/api/user-cart/${store.id}/item`, {
        token,
        body: { item: { ...lines[(i * 3 + k * 7) % lines.length], quantity: 1 + ((i + k) % 2) } },
      });
    }
    let order = await call(origin, 'POST', '/api/orders/checkout', {
      token,
      headers: once(),
      body: { storeId: store.id },
    });
    order = await call(origin, 'POST', `/api/orders/${order.id}/confirm`, {
      token,
      headers: once(),
      body: { serveType },
    });
    await call(
      origin,
      'POST',
      `/api/testing-support/payment-intent/confirm/${encodeURIComponent(order.clientSecret)}`,
      { token },
    );
    order = await call(origin, 'POST', `/api/orders/${order.id}/paid`, { token, headers: once() });
    if (i < ACCEPTED_ORDERS)
      await call(origin, 'POST', `/api/orders/${store.id}/accept/${order.id}`, { token: merchantToken });
  }
}

/**
 * One autocannon run; every answer must be a 200. `cpu` answers the pids serving it, by part
 * ({ server: [pid], database: [pids] }): their CPU per request is machine load aside, unlike req/s.
 */
async function measure(url, headers, cpu, duration = seconds) {
  const parts = async () => Object.entries(await cpu());
  const before = new Map((await parts()).flatMap(([, pids]) => pids.map((pid) => [pid, cpuMs(pid)])));
  const result = await autocannon({ url, connections, duration, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} answers were not 200 (${result.non2xx} non-2xx)`);
  const cpuUs = {};
  for (const [part, pids] of await parts()) {
    const ms = pids.reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? cpuMs(pid)), 0);
    cpuUs[part] = (1000 * ms) / result.requests.total;
  }
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs,
  };
}

/**
 * Transactions the server commits per request of `route` (pg_stat_database, flushed by each
 * backend about a second after it goes idle): `n` requests one after the other, the background
 * jobs' own share (pg-boss polling) included, so it is an upper bound.
 */
async function transactionsPerRequest(databaseUrl, origin, token, route, n = 500) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const committed = async () => {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      'SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0].n);
  };
  try {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const before = await committed();
    for (let i = 0; i < n; i++) await call(origin, 'GET', route, { token });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // The two reads of this client commit one transaction each.
    return ((await committed()) - before - 2) / n;
  } finally {
    await client.end();
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const cell = (run) =>
  `${run.rps.toFixed(0).padStart(6)} req/s p50 ${String(run.p50).padStart(3)} ms p99 ${String(run.p99).padStart(4)} ms` +
  ` CPU/req ${Object.entries(run.cpuUs)
    .map(([part, us]) => `${part} ${us.toFixed(0).padStart(4)} µs`)
    .join(' + ')}`;

const cluster = givenUrl ? null : startCluster(pgPort);
const adminUrl = givenUrl ?? cluster.url;
const dbName = `perkdesk_bench_${randomBytes(4).toString('hex')}`;
await withAdmin(adminUrl, `CREATE DATABASE ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-reads-'));
let server;
let hello;
let exitCode = 0;
try {
  const setup = await startServer(databaseUrl, dataDir, 'development');
  try {
    await placeActiveOrders(setup.origin);
  } finally {
    await stop(setup);
  }
  server = await startServer(databaseUrl, dataDir, 'production');
  hello = await startHelloWorld(dataDir);
  const token = await merchantLogin(server.origin);
  // The server's CPU and its database sessions' (the pool's backends, as pg_stat_activity lists them).
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const serverCpu = async () => {
    const { rows } = await admin.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return { server: [server.child.pid], database: rows.map((row) => row.pid) };
  };
  const helloCpu = async () => ({ server: [hello.child.pid] });
  const coding = args.includes('--browser') ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {};
  const auth = { authorization: `Bearer ${token}`, ...coding };
  const active = await call(server.origin, 'GET', '/api/orders/active', { token });
  const stores = await call(server.origin, 'GET', '/api/merchant-stores', { token });
  const count = await call(server.origin, 'GET', '/api/orders/active/count', { token });
  console.log(
    `production server on PostgreSQL; the demo merchant: ${stores.length} stores, ${active.length} active orders ` +
      `(${JSON.stringify(count)} in progress); ${connections} connections × ${seconds} s per run, ${rounds} rounds; ` +
      `accept-encoding: ${coding['accept-encoding'] ?? 'none'}; ${load()}`,
  );

  for (const route of ROUTES) {
    const perRequest = await transactionsPerRequest(databaseUrl, server.origin, token, route);
    console.log(`  ${route.padEnd(28)} ${perRequest.toFixed(2)} database transactions per request`);
  }

  // Warm-up, not counted: JIT-compiled code, pooled connections with their statements prepared.
  await measure(`${hello.origin}/`, coding, helloCpu, 2);
  for (const route of ROUTES) await measure(server.origin + route, auth, serverCpu, 2);

  const ratios = Object.fromEntries(ROUTES.map((route) => [route, []]));
  const runs = Object.fromEntries([...ROUTES, 'hello'].map((key) => [key, []]));
  for (let round = 1; round <= rounds; round++) {
    console.log(`\nround ${round} (${load()})`);
    for (const route of ROUTES) {
      const floor = await measure(`${hello.origin}/`, coding, helloCpu);
      const read = await measure(server.origin + route, auth, serverCpu);
      runs.hello.push(floor);
      runs[route].push(read);
      ratios[route].push(read.rps / floor.rps);
      console.log(`  ${'Fastify hello-world'.padEnd(28)} ${cell(floor)}`);
      console.log(
        `  ${route.padEnd(28)} ${cell(read)}  ${((100 * read.rps) / floor.rps).toFixed(1).padStart(5)} % of hello-world`,
      );
    }
  }

  console.log(`\nmedians over ${rounds} rounds (${load()})`);
  const pick = (key, field) => median(runs[key].map((run) => run[field]));
  const medianCell = (key) =>
    cell({
      rps: pick(key, 'rps'),
      p50: pick(key, 'p50'),
      p99: pick(key, 'p99'),
      cpuUs: Object.fromEntries(
        Object.keys(runs[key][0].cpuUs).map((part) => [
          part,
          median(runs[key].map((run) => run.cpuUs[part])),
        ]),
      ),
    });
  console.log(`  ${'Fastify hello-world'.padEnd(28)} ${medianCell('hello')}`);
  let pass = true;
  for (const route of ROUTES) {
    const ratio = median(ratios[route]);
    pass &&= ratio >= TARGET_RATIO;
    console.log(
      `  ${route.padEnd(28)} ${medianCell(route)}  ${(100 * ratio).toFixed(1).padStart(5)} % of hello-world`,
    );
  }
  console.log(
    pass
      ? `\nPASS: every read at ≥ ${TARGET_RATIO * 100} % of the hello-world's req/s (median ratio)`
      : `\nMISS: a read below ${TARGET_RATIO * 100} % of the hello-world's req/s (median ratio)`,
  );
  if (!pass) exitCode = 1;
  await admin.end();
} finally {
  await stop(server);
  await stop(hello);
  rmSync(dataDir, { recursive: true, force: true });
  await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  cluster?.stop();
}
process.exitCode = exitCode;
