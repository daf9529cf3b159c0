#!/usr/bin/env node
// Ordering lifecycle under concurrency (issue 5 "Reaches"): the real server on PostgreSQL with
// DEMO_DATA=1 (demo merchant, menu, connected to the sandbox payment provider), 20 customers
// registered and activated through the public API (outbox link), each with a filled cart; then
// ROUNDS rounds in which all customers at once run, through the public HTTP API,
//   checkout → confirm → sandbox confirm of the intent → paid
// with an Idempotency-Key on checkout, confirm and paid, as a real client sends. Every step of every
// request is timed with performance.now(); per step: p50/p95/p99/max and errors. Target: p95 < 50 ms
// per step and 0 errors. The same lifecycle is then run with one customer at a time (sequential) as
// the baseline. Carts are refilled between rounds (not measured). Over the concurrent rounds, the CPU
// per lifecycle of the server, of the PostgreSQL cluster serving it and of the load generator (/proc).
//
// The store must be open whenever the bench runs, and the server's clock cannot be set (systemClock):
// the setup sets the demo store's operationTime to [] (always open, contract §4) with PUT
// /api/merchant-stores/{id}, and orders only products and add-ons with no availability window and no
// hideUntil, so neither STORE_CLOSED nor ITEM_UNAVAILABLE can come from the time of day.
//
// Usage: node bench/ordering.mjs [postgres://user@host:port/db] [rounds=20] [customers=20]
// The URL may also come from DATABASE_URL; a fresh database is created next to it and dropped
// afterwards. Without a URL, a throwaway PostgreSQL cluster is started from
// /usr/lib/postgresql/<version>/bin (as the `postgres` user when run as root) and removed after.
// Ports: ORDERING_PG_PORT (default 55439) for the cluster, ORDERING_PORT (default 8501) for the server.
// ORDERING_WARMUP: warm-up rounds before the measured ones (default 5).
// ORDERING_SERVER_ROOT: another checkout whose server to measure with this same client (an older
// commit, to tell a code regression from a slower machine); ORDERING_TEMPLATE: the database the
// fresh one is copied from (template0 for a server that migrates from nothing).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activate, demoStoreAlwaysOpen, orderableLines } from './demo-shop.mjs';
import { startCluster, withAdmin } from './pg-cluster.mjs';
import { addTicks, cpuMs, describeTicks, machineTicks, postgresCpuMs, postmasterOf } from './proc-cpu.mjs';
import { httpJsonCall, rawHttpClient } from './raw-http.mjs';

const root = process.env.ORDERING_SERVER_ROOT ?? new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const givenUrl = args.find((arg) => arg.startsWith('postgres')) ?? process.env.DATABASE_URL;
const [rounds = 20, customerCount = 20] = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const pgPort = Number(process.env.ORDERING_PG_PORT ?? 55439);
const serverPort = Number(process.env.ORDERING_PORT ?? 8501);
const warmupRounds = Number(process.env.ORDERING_WARMUP ?? 5);

const TARGET_P95 = 50;
const STEPS = ['checkout', 'confirm', 'intent', 'paid'];
const STEP_LABEL = {
  checkout: 'POST /api/orders/checkout',
  confirm: 'POST /api/orders/{id}/confirm',
  intent: 'POST /api/testing-support/payment-intent/confirm/{secret}',
  paid: 'POST /api/orders/{id}/paid',
};

function startServer(databaseUrl, dataDir) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.ORDERING_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      join(root, 'apps/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: '1',
        // The demo history (90 days of past orders played in the background after listen) would
        // compete with the measured requests.
        DEMO_HISTORY_DAYS: '0',
        LOG_LEVEL: 'warn',
        // Not production: customers activate through the local outbox, which production does not expose.
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server not ready in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      const match = /Perkdesk ready at (http:\/\/\S+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, origin: match[1].replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

// The load generator must cost the machine little: it shares the two cores with the server and
// PostgreSQL. fetch (WHATWG streams, Headers objects) spent ~0.6 ms of CPU per request here;
// node:http on a keep-alive agent about half of that, so setup calls use node:http and each
// customer's own calls a raw keep-alive connection (raw-http.mjs), as a browser holds one to the API.
const call = httpJsonCall(64);

const PASSWORD = 'Bench#Ord3r2026';

/** Registration, activation with the outbox link, sign-in: as the simulator does it. */
async function registerCustomer(origin, index) {
  const email = `bench-${randomBytes(6).toString('hex')}@customers.perkdesk.test`;
  const phone = `+1416555${String(1000 + index).padStart(4, '0')}`;
  await call(origin, 'POST', '/api/user/registration', {
    body: { name: `Bench Customer ${index}`, email, password: PASSWORD, matchingPassword: PASSWORD, phone },
  });
  await activate(call, origin, email);
  const login = await call(origin, 'POST', '/api/login', { body: { username: email, password: PASSWORD } });
  return { email, phone, token: login.access_token, call: rawHttpClient(origin) };
}

async function fillCart(customer, storeId, lines, index) {
  await customer.call('DELETE', `/api/user-cart/${storeId}`, { token: customer.token });
  // Two or three lines, varied per customer and round.
  for (let k = 0; k < 2 + (index % 2); k++) {
    const line = lines[(index * 3 + k * 7) % lines.length];
    await customer.call('POST', `/api/user-cart/${storeId}/item`, {
      token: customer.token,
      body: { item: { ...line, quantity: 1 + ((index + k) % 2) } },
    });
  }
}

/** One lifecycle; returns {times:{step: ms}, error?: {step, message}}. */
async function lifecycle(customer, storeId, serveType) {
  const times = {};
  const once = () => ({ 'idempotency-key': randomUUID() });
  let step = 'checkout';
  const timed = async (name, fn) => {
    step = name;
    const start = performance.now();
    const value = await fn();
    times[name] = performance.now() - start;
    return value;
  };
  try {
    const { token } = customer;
    let order = await timed('checkout', () =>
      customer.call('POST', '/api/orders/checkout', { token, headers: once(), body: { storeId } }),
    );
    order = await timed('confirm', () =>
      customer.call('POST', `/api/orders/${order.id}/confirm`, {
        token,
        headers: once(),
        body: { serveType },
      }),
    );
    if (!order.clientSecret)
      throw new Error(`confirmed order ${order.id} has no clientSecret (${order.status})`);
    await timed('intent', () =>
      customer.call(
        'POST',
        `/api/testing-support/payment-intent/confirm/${encodeURIComponent(order.clientSecret)}`,
        {
          token,
        },
      ),
    );
    order = await timed('paid', () =>
      customer.call('POST', `/api/orders/${order.id}/paid`, { token, headers: once() }),
    );
    if (order.status !== 'PAID') throw new Error(`order ${order.id} is ${order.status} after paid`);
    return { times };
  } catch (error) {
    return { times, error: { step, message: error.message } };
  }
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

function summarise(results) {
  const out = {};
  for (const step of [...STEPS, 'total']) {
    const times = results
      .map((r) =>
        step === 'total' ? (r.error ? undefined : STEPS.reduce((s, k) => s + r.times[k], 0)) : r.times[step],
      )
      .filter((t) => t !== undefined)
      .sort((a, b) => a - b);
    out[step] = {
      n: times.length,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      p99: quantile(times, 0.99),
      max: times.at(-1) ?? Number.NaN,
      errors:
        step === 'total'
          ? results.filter((r) => r.error).length
          : results.filter((r) => r.error?.step === step).length,
    };
  }
  return out;
}

const ms = (value) => `${value.toFixed(1)}`.padStart(7);
function print(title, summary, withTarget) {
  console.log(`\n${title}`);
  console.log(`  ${'step'.padEnd(60)}      n     p50     p95     p99     max  errors`);
  for (const step of [...STEPS, 'total']) {
    const s = summary[step];
    const verdict =
      withTarget && step !== 'total' ? (s.p95 < TARGET_P95 && s.errors === 0 ? ' PASS' : ' FAIL') : '';
    console.log(
      `  ${(step === 'total' ? 'whole lifecycle (successful orders)' : STEP_LABEL[step]).padEnd(60)} ${String(s.n).padStart(6)} ` +
        `${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)} ${String(s.errors).padStart(7)}${verdict}`,
    );
  }
}

const cluster = givenUrl ? null : startCluster(pgPort);
const adminUrl = givenUrl ?? cluster.url;
const dbName = `perkdesk_bench_${randomBytes(4).toString('hex')}`;
await withAdmin(
  adminUrl,
  `CREATE DATABASE ${dbName} TEMPLATE ${process.env.ORDERING_TEMPLATE ?? 'template1'}`,
);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-ordering-'));
let server;
let exitCode = 0;
try {
  server = await startServer(databaseUrl, dataDir);
  const { origin } = server;

  // Setup (not measured): the demo store always open, 20 customers, the lines they order.
  const merchant = await call(origin, 'POST', '/api/login', {
    body: { username: 'demo', password: 'Demo#Perk2026', portal: 'MERCHANT' },
  });
  const { store, detail } = await demoStoreAlwaysOpen(call, origin, merchant.access_token);
  const lines = orderableLines(detail);
  if (lines.length === 0) throw new Error('no product of the demo store can be ordered at any hour');
  const serveType = detail.store.serveOptions.find((option) => option !== 'DELIVERY');
  if (!serveType) throw new Error('the demo store offers only delivery');
  const customers = [];
  for (let i = 0; i < customerCount; i++) customers.push(await registerCustomer(origin, i));
  console.log(
    `${store.name}: always open for the bench, ${lines.length} orderable products, serve type ${serveType}; ` +
      `${customerCount} customers; ${rounds} rounds of ${customerCount} concurrent lifecycles, then ${rounds * customerCount} sequential`,
  );

  const refill = (round) =>
    Promise.all(
      customers.map((customer, i) => fillCart(customer, store.id, lines, round * customerCount + i)),
    );

  // Warm-up, not counted: a server that has run for a while (JIT-compiled code, each pooled
  // connection with its named statements parsed and their generic plans chosen after five runs).
  for (let round = 0; round < warmupRounds; round++) {
    await refill(0);
    await Promise.all(customers.map((customer) => lifecycle(customer, store.id, serveType)));
  }

  const concurrent = [];
  // The load generator's own CPU during the measured concurrent rounds: it shares the machine.
  let clientCpuMs = 0;
  // And the server's and PostgreSQL's: CPU per lifecycle tells what a change costs apart from how
  // fast the machine runs that hour. PostgreSQL on another machine counts as 0.
  const postmaster = await postmasterOf(adminUrl);
  let serverCpuMs = 0;
  let databaseCpuMs = 0;
  // The machine's time over the same rounds: steal is CPU the host gave to other guests.
  const machine = { busy: 0, idle: 0, steal: 0 };
  const wall = performance.now();
  let wallMeasured = 0;
  for (let round = 0; round < rounds; round++) {
    await refill(round + 1);
    const serverBefore = cpuMs(server.child.pid, true);
    const databaseBefore = postmaster ? postgresCpuMs(postmaster) : 0;
    const ticksBefore = machineTicks();
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    concurrent.push(
      ...(await Promise.all(customers.map((customer) => lifecycle(customer, store.id, serveType)))),
    );
    wallMeasured += performance.now() - start;
    const cpu = process.cpuUsage(cpuBefore);
    clientCpuMs += (cpu.user + cpu.system) / 1000;
    serverCpuMs += cpuMs(server.child.pid, true) - serverBefore;
    if (postmaster) databaseCpuMs += postgresCpuMs(postmaster) - databaseBefore;
    addTicks(machine, ticksBefore, machineTicks());
  }
  const wallAll = performance.now() - wall;

  const sequential = [];
  let seqMeasured = 0;
  for (let round = 0; round < rounds; round++) {
    await refill(rounds + round + 1);
    for (const customer of customers) {
      const start = performance.now();
      sequential.push(await lifecycle(customer, store.id, serveType));
      seqMeasured += performance.now() - start;
    }
  }

  const con = summarise(concurrent);
  const seq = summarise(sequential);
  print(
    `${customerCount} concurrent customers, ${concurrent.length} lifecycles (${(
      (concurrent.filter((r) => !r.error).length / wallMeasured) * 1000
    ).toFixed(
      1,
    )} paid orders/s over ${(wallMeasured / 1000).toFixed(1)} s measured, ${(wallAll / 1000).toFixed(1)} s with refills), ms; target p95 < ${TARGET_P95} ms per step, 0 errors`,
    con,
    true,
  );
  print(
    `1 customer at a time (sequential baseline), ${sequential.length} lifecycles (${(
      (sequential.filter((r) => !r.error).length / seqMeasured) * 1000
    ).toFixed(1)} paid orders/s), ms`,
    seq,
    false,
  );
  console.log(
    `load generator CPU in the concurrent rounds: ${clientCpuMs.toFixed(0)} ms of ${wallMeasured.toFixed(0)} ms wall (${(
      clientCpuMs / (concurrent.length * STEPS.length)
    ).toFixed(2)} ms per request)`,
  );
  console.log(
    `CPU per lifecycle in the concurrent rounds: server ${(serverCpuMs / concurrent.length).toFixed(2)} ms, PostgreSQL ${(
      databaseCpuMs / concurrent.length
    ).toFixed(2)} ms, load generator ${(clientCpuMs / concurrent.length).toFixed(2)} ms`,
  );
  console.log(`the machine in the concurrent rounds: ${describeTicks(machine)}`);
  console.log(
    `\np95 concurrent/sequential: ${STEPS.map((step) => `${step} ${(con[step].p95 / seq[step].p95).toFixed(1)}×`).join(', ')}`,
  );
  const errors = [...concurrent, ...sequential].filter((r) => r.error);
  const kinds = new Map();
  for (const { error } of errors)
    kinds.set(`${error.step}: ${error.message}`, (kinds.get(`${error.step}: ${error.message}`) ?? 0) + 1);
  for (const [message, n] of [...kinds].slice(0, 10)) console.log(`  error ×${n} ${message}`);
  const pass = STEPS.every((step) => con[step].p95 < TARGET_P95) && errors.length === 0;
  console.log(pass ? '\nPASS: every step p95 < 50 ms, 0 errors' : '\nFAIL: a step p95 ≥ 50 ms or errors');
  if (!pass) exitCode = 1;
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  cluster?.stop();
}
process.exitCode = exitCode;
