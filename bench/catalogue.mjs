#!/usr/bin/env node
// Catalogue reads at size (issue 4): one merchant with 5,000 products, 200 product groups and
// 2,000 add-ons on PostgreSQL, the real server, and autocannon at 20 connections for 10 s on
//   GET /api/products (the merchant's token)          target p95 < 30 ms
//   GET /api/merchant-stores/{id}/detail (anonymous)  target p95 < 50 ms
// sending `accept-encoding: gzip, deflate, br` as browsers do (the server answers brotli from its
// response cache). For honesty it also measures the same server without that header (identity
// bodies), the uncached path (a second server on the same database with RESPONSE_CACHE_MB=0, as
// the server answered before the cache), and the transport floor: the same bytes from a bare
// node:http server. The merchant is the demo one (DEMO_DATA=1: two stores, connected to the
// sandbox, 43 products); its catalogue is topped up to those totals with set-based SQL. p95 is
// computed from every response time autocannon reports (its own summary has p90 and p97.5 but no p95).
//
// Usage: node bench/catalogue.mjs [postgres://user@host:port/db] [seconds=10] [connections=20]
// The URL may also come from DATABASE_URL. A fresh database is created next to it and dropped
// afterwards. Without a URL, a throwaway PostgreSQL cluster is started from
// /usr/lib/postgresql/<version>/bin (as the `postgres` user when run as root) and removed after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster, withAdmin } from './pg-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const givenUrl = args.find((arg) => arg.startsWith('postgres')) ?? process.env.DATABASE_URL;
const [seconds = 10, connections = 20] = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');

const SIZE = { products: 5000, productGroups: 200, addons: 2000, addonGroups: 100 };
const TARGET = { products: 30, detail: 50 };

function startServer(databaseUrl, dataDir, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: '1',
      // The 90-day demo history would be played in the background, through the catalogue, during the runs.
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

/** Tops the merchant's catalogue up to SIZE with a few INSERT … SELECT generate_series statements. */
async function seedCatalogue(databaseUrl, merchantId, storeIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async (table, kind) =>
    Number(
      (
        await client.query(`SELECT count(*) AS n FROM ${table} WHERE merchant_id = $1 AND kind = $2`, [
          merchantId,
          kind,
        ])
      ).rows[0].n,
    );
  // Ids of at least 20 digits, unique to this run.
  const prefix = `${Date.now()}`;
  const id = (tag, expr) => `'${prefix}' || '${tag}' || lpad((${expr})::text, 6, '0')`;
  const breakfast = JSON.stringify(
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({
      day,
      fromTime: '07:00',
      toTime: '11:00',
    })),
  );
  const [storeA, storeB] = storeIds;
  const image = 'http://127.0.0.1/api/files/bench-product.jpg';
  try {
    await client.query('BEGIN');
    const products = SIZE.products - (await count('catalogue_items', 'PRODUCT'));
    const addons = SIZE.addons - (await count('catalogue_items', 'ADDON'));
    const productGroups = SIZE.productGroups - (await count('catalogue_groups', 'PRODUCT'));
    const addonGroups = SIZE.addonGroups;
    const maxRank = Number(
      (
        await client.query(
          `SELECT coalesce(max(rank), 0) AS r FROM catalogue_groups WHERE merchant_id = $1 AND kind = 'PRODUCT'`,
          [merchantId],
        )
      ).rows[0].r,
    );
    // Add-on groups and add-ons: each add-on in one group.
    await client.query(
      `INSERT INTO catalogue_groups (id, merchant_id, kind, name, description, forced_min, forced_max)
       SELECT ${id(1, 'i')}, $1, 'ADDON', 'Options ' || i, 'Bench add-on group ' || i, i % 2, 3
       FROM generate_series(1, ${addonGroups}) i`,
      [merchantId],
    );
    await client.query(
      `INSERT INTO catalogue_items (id, merchant_id, kind, name, description, price_cents, store_ids, images, status, hide_until)
       SELECT ${id(2, 'i')}, $1, 'ADDON', 'Add-on ' || i, 'Bench add-on ' || i, 25 * (i % 12),
              CASE WHEN i % 3 = 0 THEN jsonb_build_array($2::text, $3::text) ELSE jsonb_build_array($2::text) END,
              '[]'::jsonb, CASE WHEN i % 25 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
              CASE WHEN i % 40 = 0 THEN now() + interval '7 days' END
       FROM generate_series(1, ${addons}) i`,
      [merchantId, storeA, storeB],
    );
    await client.query(
      `INSERT INTO catalogue_group_members (group_id, item_id, merchant_id)
       SELECT ${id(1, `1 + (i % ${addonGroups})`)}, ${id(2, 'i')}, $1 FROM generate_series(1, ${addons}) i`,
      [merchantId],
    );
    // Products: 10% breakfast-only, 5% INACTIVE, 2% hidden for a week, every third in both stores.
    await client.query(
      `INSERT INTO catalogue_items (id, merchant_id, kind, name, description, price_cents, unit, attributes,
                                    store_ids, categories, images, available_time, status, hide_until)
       SELECT ${id(3, 'i')}, $1, 'PRODUCT', 'Product ' || i, 'A realistic description of bench product number ' || i,
              100 + (i * 37) % 2000, 'ea', jsonb_build_object('Size', '12 oz', 'Dietary', 'Vegetarian'),
              CASE WHEN i % 3 = 0 THEN jsonb_build_array($2::text, $3::text) ELSE jsonb_build_array($2::text) END,
              '["Coffee"]'::jsonb, jsonb_build_array($4::text),
              CASE WHEN i % 10 = 0 THEN $5::jsonb ELSE '[]'::jsonb END,
              CASE WHEN i % 20 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
              CASE WHEN i % 50 = 0 THEN now() + interval '7 days' END
       FROM generate_series(1, ${products}) i`,
      [merchantId, storeA, storeB, image, breakfast],
    );
    await client.query(
      `INSERT INTO catalogue_groups (id, merchant_id, kind, name, description, images, rank)
       SELECT ${id(4, 'i')}, $1, 'PRODUCT', 'Group ' || i, 'Bench product group ' || i, jsonb_build_array($2::text), ${maxRank} + i
       FROM generate_series(1, ${productGroups}) i`,
      [merchantId, image],
    );
    await client.query(
      `INSERT INTO catalogue_group_members (group_id, item_id, merchant_id)
       SELECT ${id(4, `1 + (i % ${productGroups})`)}, ${id(3, 'i')}, $1 FROM generate_series(1, ${products}) i`,
      [merchantId],
    );
    // Two add-on groups per product.
    await client.query(
      `INSERT INTO product_addon_groups (product_id, addon_group_id, merchant_id)
       SELECT ${id(3, 'i')}, ${id(1, `1 + ((i + k) % ${addonGroups})`)}, $1
       FROM generate_series(1, ${products}) i, generate_series(0, 1) k`,
      [merchantId],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** A bare node:http server answering `body` (with `headers`) to every request, in its own process. */
async function serveConstant(body, headers = {}) {
  const file = join(dataDir, `constant-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, body);
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    const server = require('node:http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...headers });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (chunk) => resolve(Number(chunk))));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

/** The bytes on the wire (fetch would decode them) and the response headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * autocannon stops at the end of a run with requests still queued in the server; one more request
 * waits behind them, so the next run starts on an idle server.
 */
const drain = async ({ url, headers }) => (await fetch(url, { headers })).arrayBuffer();

/** autocannon; p95 from every response time (requests still open at the end are not counted). */
function load(url, headers, connections, duration = seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
      resolve({
        requests: times.length,
        rps: result.requests.average,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => times.push(responseTime));
  });
}

const cluster = givenUrl ? null : startCluster();
const adminUrl = givenUrl ?? cluster.url;
const dbName = `perkdesk_bench_${randomBytes(4).toString('hex')}`;
await withAdmin(adminUrl, `CREATE DATABASE ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-catalogue-'));
let server;
let uncached;
try {
  server = await startServer(databaseUrl, dataDir);
  const { origin } = server;
  const login = await (
    await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo#Perk2026' }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.access_token}` };
  const stores = await (await fetch(`${origin}/api/merchant-stores`, { headers })).json();
  const seeding = performance.now();
  await seedCatalogue(
    databaseUrl,
    login.merchantID,
    stores.map((store) => store.id),
  );
  const seeded = performance.now() - seeding;

  // The uncached path: a second server on the same database and data directory (same token key).
  uncached = await startServer(databaseUrl, dataDir, { RESPONSE_CACHE_MB: '0' });
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
  const paths = { products: '/api/products', detail: `/api/merchant-stores/${stores[0].id}/detail` };
  const listBody = await (await fetch(`${origin}${paths.products}`, { headers })).text();
  const detailBody = await (await fetch(`${origin}${paths.detail}`)).text();
  const list = JSON.parse(listBody);
  const detail = JSON.parse(detailBody);
  console.log(
    `catalogue: ${list.length} products listed; store detail: ${detail.products.length} products, ` +
      `${detail.productGroups.length} groups, ${detail.addons.length} add-ons, ${detail.addonGroups.length} add-on groups ` +
      `(seeded in ${(seeded / 1000).toFixed(1)} s); ${seconds} s per run`,
  );

  const endpoints = [
    { label: 'GET /api/products', path: paths.products, headers, body: listBody, target: TARGET.products },
    {
      label: 'GET /api/merchant-stores/{id}/detail',
      path: paths.detail,
      headers: {},
      body: detailBody,
      target: TARGET.detail,
    },
  ];
  const ms = (value) => `${value.toFixed(1)} ms`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  const line = (r) =>
    `${r.requests} requests, ${r.rps.toFixed(1)} req/s; p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}` +
    `${r.non2xx || r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;
  /** Warm-up (JIT, pool, PostgreSQL's caches, the response cache), the run, then a drain. */
  const measure = async (url, requestHeaders, clients) => {
    await load(url, requestHeaders, clients, 3);
    await drain({ url, headers: requestHeaders });
    const result = await load(url, requestHeaders, clients);
    await drain({ url, headers: requestHeaders });
    return result;
  };
  const floorOf = async (body, bodyHeaders, requestHeaders) => {
    const constant = await serveConstant(body, bodyHeaders);
    try {
      return await measure(constant.url, requestHeaders, connections);
    } finally {
      constant.stop();
    }
  };
  let pass = true;
  for (const endpoint of endpoints) {
    const cachedUrl = `${origin}${endpoint.path}`;
    const uncachedUrl = `${uncached.origin}${endpoint.path}`;
    // Both servers answer the same JSON.
    const viaCache = await (await fetch(cachedUrl, { headers: { ...endpoint.headers, ...BROWSER } })).json();
    const plain = await (await fetch(uncachedUrl, { headers: endpoint.headers })).json();
    if (JSON.stringify(viaCache) !== JSON.stringify(plain))
      throw new Error(`${endpoint.label}: cached ≠ uncached`);
    const wire = await rawGet(cachedUrl, { ...endpoint.headers, ...BROWSER });
    const gzipWire = await rawGet(cachedUrl, { ...endpoint.headers, 'accept-encoding': 'gzip' });
    if (wire.headers['content-encoding'] !== 'br') throw new Error(`${endpoint.label}: not brotli`);

    const browser = await measure(cachedUrl, { ...endpoint.headers, ...BROWSER }, connections);
    const browserSingle = await measure(cachedUrl, { ...endpoint.headers, ...BROWSER }, 1);
    const identity = await measure(cachedUrl, endpoint.headers, connections);
    const before = await measure(uncachedUrl, endpoint.headers, connections);
    const floorBr = await floorOf(wire.body, { 'content-encoding': 'br' }, BROWSER);
    const floorIdentity = await floorOf(endpoint.body, {}, {});

    const ok = browser.p95 < endpoint.target && browser.non2xx === 0 && browser.errors === 0;
    pass &&= ok;
    console.log(
      `\n${endpoint.label}: ${kib(endpoint.body.length)} JSON, ${kib(wire.body.length)} brotli, ` +
        `${kib(gzipWire.body.length)} gzip; target p95 < ${endpoint.target} ms`,
    );
    console.log(
      `  cached, brotli (browser accept-encoding), ${connections} connections: ${line(browser)} ${ok ? 'PASS' : 'FAIL'}`,
    );
    console.log(`  cached, brotli, 1 connection: ${line(browserSingle)}`);
    console.log(`  cached, identity (no accept-encoding), ${connections} connections: ${line(identity)}`);
    console.log(`  uncached (RESPONSE_CACHE_MB=0), identity, ${connections} connections: ${line(before)}`);
    console.log(
      `  transport floor, the brotli bytes from a constant server, ${connections} connections: ${line(floorBr)}`,
    );
    console.log(
      `  transport floor, the JSON bytes from a constant server, ${connections} connections: ${line(floorIdentity)}`,
    );
    console.log(
      `  p95 uncached/cached: ${(before.p95 / browser.p95).toFixed(0)}× (brotli), ` +
        `${(before.p95 / identity.p95).toFixed(1)}× (identity); cached/floor: ` +
        `${(browser.p95 / floorBr.p95).toFixed(2)} (brotli), ${(identity.p95 / floorIdentity.p95).toFixed(2)} (identity)`,
    );
  }
  console.log(
    pass
      ? '\nPASS: both under their p95 targets (brotli, as browsers ask)'
      : '\nFAIL: a p95 target was missed',
  );
} finally {
  for (const running of [server, uncached]) {
    if (!running) continue;
    running.child.kill('SIGTERM');
    await new Promise((resolve) => running.child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  cluster?.stop();
}
