import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../db/client';
import {
  globalPointHistory,
  globalPoints,
  idempotencyKeys,
  orders,
  sessionFamilies,
} from '../../db/schema/index';
import { createAccessTokens } from '../../lib/access-tokens';
import { systemClock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from '../../modules/accounts/accounts.public';
import { bearer, signedIn } from '../account-fixtures';
import { connectPayments, createCafeMenu, createOpenStore } from '../ordering-fixtures';
import { createTestApp } from '../test-app';
import { openTestDatabase, postgresUrl } from '../test-database';

// Chaos (issue 20, Faults): the real server as a child process on PostgreSQL, 300 customers each
// taking one order from checkout to paid with Idempotency-Keys, the server killed with SIGKILL
// mid-load and restarted, every unanswered request retried with its key. Nothing acknowledged
// may be lost, no key may create a second order, loyalty credits add up, and the merchant gets
// back every order it missed through GET /api/orders/active after reconnecting.
// Embedded PGlite belongs to one process, so there is no second process to crash over it.

const ORDERS = 300;
const JWT_SECRET = 'chaos-secret-that-is-long-enough-for-hs256-0123456789';
const serverDir = new URL('../../../', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Figures {
  requests: number;
  acknowledged: number;
  failedInFlight: number;
  retried409: number;
}

describe('chaos: kill -9 during 300 orders (PostgreSQL)', () => {
  let database: Database;
  let dataDir: string;
  let port: number;
  let server: ChildProcess | null = null;
  const base = () => `http://127.0.0.1:${port}`;

  const startServer = async () => {
    const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
    // node itself (tsx as a loader), so that SIGKILL kills the server and not a wrapper around it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET,
        DEMO_DATA: '0',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
      },
      stdio: 'ignore',
    });
    for (let tries = 0; tries < 600; tries++) {
      const up = await fetch(`${base()}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return child;
      await sleep(100);
    }
    throw new Error('the server did not start');
  };

  beforeAll(async () => {
    database = await openTestDatabase(postgresUrl());
    dataDir = await mkdtemp(join(tmpdir(), 'perkdesk-chaos-'));
    port = await freePort();
  }, 60_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged order, duplicates none, and the merchant recovers every missed one', async () => {
    // The server starts (migrations done) while the shop and 300 customers with a $10 gift card
    // in their carts and 25,000 global points are set up in-process on the same database.
    const serverStarting = startServer();
    const made = await createTestApp({ env: { JWT_SECRET }, deps: { database } });
    const t = { ...made, db: database.db };
    const merchant = await signedIn(t);
    await connectPayments(t, merchant.headers);
    const store = await createOpenStore(t, merchant.headers);
    const menu = await createCafeMenu(t, merchant.headers, [store.id]);
    const tokens = createAccessTokens(JWT_SECRET, systemClock);
    const passwordHash = await hashPassword('Good#Pa55word');
    const customers = await Promise.all(
      Array.from({ length: ORDERS }, async (_, index) => {
        const id = newId();
        await insertUser(t.db, {
          id,
          role: 'USER',
          username: `chaos${index}-${id}@example.com`,
          email: `chaos${index}-${id}@example.com`,
          passwordHash,
          firstName: null,
          lastName: null,
          name: `Chaos ${index}`,
          merchantId: null,
          activated: true,
          createdAt: new Date(),
        });
        await t.db.insert(globalPoints).values({ id: newId(), customerId: id, points: 25_000 });
        const sid = newId();
        await t.db.insert(sessionFamilies).values({ id: sid, userId: id, createdAt: new Date() });
        const headers = bearer(await tokens.sign({ sub: id, role: 'USER', merchantId: null, sid }));
        const added = await t.app.inject({
          method: 'POST',
          url: `/api/user-cart/${store.id}/item`,
          payload: { item: { productId: menu.giftCard.id, quantity: 1, addons: [] } },
          headers,
        });
        expect(added.statusCode, added.body).toBe(200);
        return { id, headers, key: `chaos-${index}` };
      }),
    );
    // Its own throwaway database goes with it; the app ran on ours.
    await made.close();
    server = await serverStarting;
    const figures: Figures = { requests: 0, acknowledged: 0, failedInFlight: 0, retried409: 0 };
    let killAt = Number.POSITIVE_INFINITY;
    let restarted: Promise<void> | null = null;

    // The merchant's socket on the first server: what it hears before the crash.
    const heard = new Set<string>();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/websocket`, ['v12.stomp']);
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('CONNECTED')) resolve();
        const body = text.slice(text.indexOf('\n\n') + 2).replace(/\0$/, '');
        if (text.startsWith('MESSAGE')) heard.add((JSON.parse(body) as { id: string }).id);
      });
      socket.on('open', () => {
        socket.send(
          `CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${merchant.session.access_token}\n\n\0`,
        );
        socket.send('SUBSCRIBE\nid:s\ndestination:/user/queue/notify-order\n\n\0');
      });
    });

    const crash = () => {
      if (restarted) return;
      const dying = server;
      restarted = (async () => {
        dying?.kill('SIGKILL');
        await new Promise((resolve) => dying?.once('exit', resolve));
        server = await startServer();
      })();
    };

    /** Sends until answered with a final status: connection failures, 5xx and 409 (in progress) are retried. */
    const send = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
      for (;;) {
        figures.requests++;
        try {
          const response = await fetch(`${base()}${path}`, {
            method,
            headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const answer = await response.json();
          if (response.status < 500 && response.status !== 409) {
            figures.acknowledged++;
            if (figures.acknowledged >= killAt) crash();
            return { status: response.status, body: answer };
          }
          if (response.status === 409) figures.retried409++;
        } catch {
          figures.failedInFlight++;
        }
        await sleep(150 + Math.random() * 200);
      }
    };

    const started = Date.now();
    // Killed once about a third of the ~900 answers are in, with every kind of request in flight.
    killAt = 300;
    const acknowledged = new Map<string, { orderId: string; paid: boolean }>();
    await Promise.all(
      customers.map(async (customer) => {
        const keyed = (step: string) => ({
          ...customer.headers,
          'idempotency-key': `${customer.key}-${step}`,
        });
        // 10,000 points ($10) pay the gift card: reserved by the confirm, which the crash may cut.
        const checkout = await send('POST', '/api/orders/checkout', keyed('checkout'), {
          storeId: store.id,
          globalPoints: 10_000,
        });
        expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
        const orderId = (checkout.body as { id: string }).id;
        acknowledged.set(customer.id, { orderId, paid: false });
        const confirmed = await send('POST', `/api/orders/${orderId}/confirm`, keyed('confirm'), {
          serveType: 'PICKUP',
        });
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
        // A service fee may leave an amount to pay by card; a zero total is paid at confirm.
        const secret = (confirmed.body as { clientSecret?: string | null }).clientSecret;
        if (secret) {
          const card = await send(
            'POST',
            `/api/testing-support/payment-intent/confirm/${encodeURIComponent(secret)}`,
            customer.headers,
          );
          expect(card.status).toBe(200);
        }
        const paid = await send('POST', `/api/orders/${orderId}/paid`, keyed('paid'), {});
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        expect((paid.body as { id: string; status: string }).status).toBe('PAID');
        acknowledged.set(customer.id, { orderId, paid: true });
      }),
    );
    expect(restarted, 'the server was killed mid-load').not.toBeNull();
    await restarted;
    await socketClosed;

    // Nothing acknowledged lost, nothing duplicated: one order per customer (one checkout key each), PAID.
    const rows = await database.db
      .select({ id: orders.id, customerId: orders.customerId, status: orders.status })
      .from(orders)
      .where(eq(orders.storeId, store.id));
    const perCustomer = new Map<string, typeof rows>();
    for (const row of rows)
      perCustomer.set(row.customerId, [...(perCustomer.get(row.customerId) ?? []), row]);
    const duplicated = [...perCustomer.values()].filter((list) => list.length > 1).length;
    const lost = customers.filter((customer) => {
      const ack = acknowledged.get(customer.id);
      const row = rows.find((r) => r.id === ack?.orderId);
      return !ack || !row || (ack.paid && row.status !== 'PAID');
    }).length;
    expect({ duplicated, lost, orders: rows.length }).toEqual({ duplicated: 0, lost: 0, orders: ORDERS });
    expect(rows.every((row) => row.status === 'PAID')).toBe(true);
    const unanswered = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.statusCode} is null`);
    expect(unanswered[0]?.n).toBe(0);

    // The merchant reconnects to the new server and refetches what it missed (contract §15 Delivery).
    const again = new WebSocket(`ws://127.0.0.1:${port}/api/websocket`, ['v12.stomp']);
    const connected = await new Promise<string>((resolve) => {
      again.on('message', (data) => resolve(data.toString().split('\n')[0] ?? ''));
      again.on('open', () =>
        again.send(
          `CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${merchant.session.access_token}\n\n\0`,
        ),
      );
    });
    expect(connected).toBe('CONNECTED');
    again.close();
    const active = await fetch(`${base()}/api/orders/active`, { headers: merchant.headers });
    const activeIds = new Set(((await active.json()) as { id: string }[]).map((order) => order.id));
    const missed = rows.filter((row) => !heard.has(row.id));
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.filter((row) => !activeIds.has(row.id))).toEqual([]);

    // Loyalty: every customer's 10,000 points were reserved exactly once, retried confirms included.
    const balances = await database.db
      .select({ customerId: globalPoints.customerId, points: globalPoints.points })
      .from(globalPoints);
    const used = await database.db
      .select({ customerId: globalPointHistory.customerId, n: sql<number>`count(*)::int` })
      .from(globalPointHistory)
      .where(eq(globalPointHistory.historyType, 'USED'))
      .groupBy(globalPointHistory.customerId);
    const inconsistent = customers.filter(
      (customer) =>
        balances.find((row) => row.customerId === customer.id)?.points !== 15_000 ||
        used.find((row) => row.customerId === customer.id)?.n !== 1,
    );
    expect(inconsistent.length).toBe(0);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `chaos: ${ORDERS} orders, ${figures.requests} requests, ${figures.acknowledged} acknowledged, ` +
        `${figures.failedInFlight} failed in flight and retried, ${figures.retried409} answered 409 and retried, ` +
        `lost ${lost}, duplicated ${duplicated}, missed on the socket ${missed.length} (all recovered), ${seconds}s`,
    );
  }, 300_000);
});
