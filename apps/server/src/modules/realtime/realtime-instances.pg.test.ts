import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { merchantOrderSchema, REALTIME_DESTINATIONS } from '@perkdesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-instance';
import type { Database } from '../../db/client';
import { createSessionEvents } from '../../plugins/session-revoker';
import { bearer, createAccount, login, PASSWORD } from '../../test/account-fixtures';
import { createCafeMenu, createOpenStore } from '../../test/ordering-fixtures';
import { connectStomp, type StompProbe } from '../../test/stomp-test-client';
import { createTestClock, injectJson, TEST_APP_ORIGIN, type TestApp, testConfig } from '../../test/test-app';
import { openTestDatabase, postgresUrl } from '../../test/test-database';
import { REALTIME_CHANNEL } from './pg-bus';

// Two server instances on one PostgreSQL database (contract §15 fan-out through LISTEN/NOTIFY):
// a client on B hears what is paid through A, exactly once, and a logout on A closes its socket
// on B. PGlite is one process, so this file is PostgreSQL-only (`*.pg.test.ts`).

const NOTIFY = REALTIME_DESTINATIONS.notifyOrder;
type Headers = Record<string, string>;

describe('real-time channel across two instances', () => {
  let database: Database;
  let dataDir: string;
  let a: TestApp;
  let b: TestApp;
  const probes: StompProbe[] = [];

  /** An instance as main.ts builds it, on the shared database, listening on its own port. */
  const instance = async (notifyPayloadLimit?: number): Promise<TestApp> => {
    const config = testConfig(dataDir);
    const clock = createTestClock();
    const sessionEvents = createSessionEvents();
    const app = await buildApp({ config, database, clock, sessionEvents, realtime: { notifyPayloadLimit } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, db: database.db, config, clock, sessionEvents, close: () => app.close() };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'perkdesk-realtime-'));
    database = await openTestDatabase(postgresUrl());
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await Promise.all(probes.map((probe) => probe.client.deactivate()));
    await a?.close();
    await b?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (app: AppInstance, url: string, body: unknown, headers: Headers) => {
    const response = await injectJson(app, 'POST', url, body, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  const signIn = async (t: TestApp, role: 'MERCHANT' | 'USER') => {
    const account = await createAccount(t, { role });
    const session = await login(t, account.username, PASSWORD);
    return { ...account, session, headers: bearer(session.access_token) };
  };

  /** A merchant whose always-open store sells the café menu; pay at store, so no intent is needed. */
  const openShopOn = async (t: TestApp) => {
    const merchant = await signIn(t, 'MERCHANT');
    const connectUrl = `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(TEST_APP_ORIGIN)}`;
    const connected = await t.app.inject({ method: 'GET', url: connectUrl, headers: merchant.headers });
    expect(connected.statusCode, connected.body).toBe(200);
    const store = await createOpenStore(t, merchant.headers);
    const menu = await createCafeMenu(t, merchant.headers, [store.id]);
    return { merchant, store, menu };
  };

  const orderThrough = async (t: TestApp, shop: Awaited<ReturnType<typeof openShopOn>>, lines = 1) => {
    const customer = await signIn(t, 'USER');
    for (let line = 0; line < lines; line++) {
      await post(
        t.app,
        `/api/user-cart/${shop.store.id}/item`,
        { item: { productId: shop.menu.croissant.id, quantity: 1, addons: [], instruction: `line ${line}` } },
        customer.headers,
      );
    }
    const order = await post(t.app, '/api/orders/checkout', { storeId: shop.store.id }, customer.headers);
    return post(
      t.app,
      `/api/orders/${order.id}/confirm`,
      { serveType: 'PICKUP', payAtStore: true },
      customer.headers,
    );
  };

  it('delivers an order paid through A to the merchant connected to B, exactly once', async () => {
    const shop = await openShopOn(a);
    const onB = await connectStomp(b.app, { token: shop.merchant.session.access_token });
    probes.push(onB);
    expect(onB.answer.command).toBe('CONNECTED');
    await onB.subscribe(NOTIFY);

    const paid = await orderThrough(a, shop);
    expect(paid.status).toBe('PAID');
    const delivered = merchantOrderSchema.parse(JSON.parse((await onB.nextMessage()).body));
    expect(delivered).toMatchObject({ id: paid.id, status: 'PAID', serveStatus: null });

    // The merchant accepts through B: heard on B once (B publishes, then hears its own NOTIFY).
    await post(b.app, `/api/orders/${shop.store.id}/accept/${paid.id}`, undefined, shop.merchant.headers);
    const accepted = merchantOrderSchema.parse(JSON.parse((await onB.nextMessage()).body));
    expect(accepted.serveStatus).toBe('ACCEPTED');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onB.messages).toEqual([]);
  });

  it('delivers an order too large for a NOTIFY payload by reading it on the receiving instance', async () => {
    await b.close();
    b = await instance(200);
    const shop = await openShopOn(a);
    const onB = await connectStomp(b.app, { token: shop.merchant.session.access_token });
    probes.push(onB);
    await onB.subscribe(NOTIFY);
    // Published by B with a 200-byte limit: only the ids go through; B reads the order itself.
    const paid = await orderThrough(b, shop, 3);
    const delivered = merchantOrderSchema.parse(JSON.parse((await onB.nextMessage()).body));
    expect(delivered).toMatchObject({ id: paid.id, status: 'PAID', numberOfItems: 3 });
  });

  it('closes the sockets when the LISTEN connection is lost, and hears again after the reconnect', async () => {
    const shop = await openShopOn(a);
    const first = await connectStomp(b.app, { token: shop.merchant.session.access_token });
    probes.push(first);
    await first.subscribe(NOTIFY);
    // What a database restart or failover does to the listening connections.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${REALTIME_CHANNEL}`}`,
    );
    // Publications may have been missed: the client is made to reconnect (and refetch).
    expect(await first.closed).toBe(1012);

    const again = await connectStomp(b.app, { token: shop.merchant.session.access_token });
    probes.push(again);
    await again.subscribe(NOTIFY);
    const paid = await orderThrough(a, shop);
    expect(JSON.parse((await again.nextMessage()).body)).toMatchObject({ id: paid.id, status: 'PAID' });
  });

  /** Asks `read` until `expected` holds, for at most 5 s (a NOTIFY's way between instances). */
  const eventually = async <T>(read: () => Promise<T>, expected: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 5_000;
    let value = await read();
    while (!expected(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      value = await read();
    }
    return value;
  };
  const getJson = async (t: TestApp, url: string, headers: Headers) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  const LISTEN = `LISTEN ${REALTIME_CHANNEL}`;
  const listenersNow = async () => {
    const { rows } = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = ${LISTEN}`,
    );
    return (rows[0] as { n: number }).n;
  };
  /** The instances' LISTEN connections, once a request to each has started them. */
  const listeners = async (headers: Headers) => {
    await b.app.inject({ url: '/api/user/account-info', headers });
    await a.app.inject({ url: '/api/user/account-info', headers });
    return listenersNow();
  };

  it('answers on B, kept per merchant, each order and store change made through A', async () => {
    const shop = await openShopOn(a);
    const { headers } = shop.merchant;
    // Both listening, so B keeps what it reads from the start.
    expect(
      await eventually(
        () => listeners(headers),
        (n) => n === 2,
      ),
    ).toBe(2);
    const activeOnB = () => getJson(b, '/api/orders/active', headers);
    const countOnB = () => getJson(b, '/api/orders/active/count', headers);
    const storesOnB = async () =>
      ((await getJson(b, '/api/merchant-stores', headers)) as { name: string }[]).map((store) => store.name);
    expect(await activeOnB()).toEqual([]);
    expect(await countOnB()).toBe(0);
    const [name] = await storesOnB();

    const paid = await orderThrough(a, shop);
    const active = await eventually(activeOnB, (orders) => orders.length === 1);
    expect(active).toMatchObject([{ id: paid.id, serveStatus: null }]);
    await post(a.app, `/api/orders/${shop.store.id}/accept/${paid.id}`, undefined, headers);
    // B hears the accept's notice after A answers: it answers the change once it has.
    const accepted = await eventually(activeOnB, (orders) => orders[0]?.serveStatus === 'ACCEPTED');
    expect(accepted).toMatchObject([{ id: paid.id, serveStatus: 'ACCEPTED' }]);
    expect(await countOnB()).toBe(1);

    const renamed = await injectJson(
      a.app,
      'PUT',
      `/api/merchant-stores/${shop.store.id}`,
      {
        ...(await getJson(a, `/api/merchant-stores/${shop.store.id}`, headers)),
        name: `${name} renamed`,
      },
      headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await eventually(storesOnB, (names) => names[0] !== name)).toEqual([`${name} renamed`]);
  });

  it('forgets every kept answer when the LISTEN connection is lost', async () => {
    const shop = await openShopOn(a);
    const { headers } = shop.merchant;
    const storesOnB = async () =>
      ((await getJson(b, '/api/merchant-stores', headers)) as { name: string }[]).map((store) => store.name);
    expect(
      await eventually(
        () => listeners(headers),
        (n) => n === 2,
      ),
    ).toBe(2);
    const [name] = await storesOnB();
    // A write no instance is told of: B keeps answering what it read...
    await database.db.execute(sql`update stores set name = 'Changed quietly' where id = ${shop.store.id}`);
    expect(await storesOnB()).toEqual([name]);
    // ...until its LISTEN connection is lost (notices may have been missed): nothing kept holds,
    // even once it listens again.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${LISTEN}`,
    );
    expect(await eventually(listenersNow, (n) => n === 0)).toBe(0);
    expect(
      await eventually(
        () => listeners(headers),
        (n) => n === 2,
      ),
    ).toBe(2);
    expect(await storesOnB()).toEqual(['Changed quietly']);
  });

  it('closes on B the socket of a session signed out through A', async () => {
    const merchant = await signIn(a, 'MERCHANT');
    const onB = await connectStomp(b.app, { token: merchant.session.access_token });
    probes.push(onB);
    await onB.subscribe(NOTIFY);
    const refused = new Promise<string>((resolve) => {
      onB.client.onStompError = (frame) => resolve(frame.headers.message as string);
    });
    await post(a.app, '/api/logout', { refresh_token: merchant.session.refresh_token }, merchant.headers);
    expect(await refused).toBe('Unauthorized');
    expect(await onB.closed).toBe(1008);
  });

  it('refuses on B the access token of a session signed out through A, once B has remembered it live', async () => {
    const merchant = await signIn(a, 'MERCHANT');
    const accountInfo = () => b.app.inject({ url: '/api/user/account-info', headers: merchant.headers });
    // Checked live on B (and remembered there: B hears the bus).
    expect((await accountInfo()).statusCode).toBe(200);
    expect((await accountInfo()).statusCode).toBe(200);
    await post(a.app, '/api/logout', { refresh_token: merchant.session.refresh_token }, merchant.headers);
    // On A at once; on B as soon as the revocation's NOTIFY arrives.
    expect(
      (await a.app.inject({ url: '/api/user/account-info', headers: merchant.headers })).statusCode,
    ).toBe(401);
    const deadline = Date.now() + 5_000;
    let status = (await accountInfo()).statusCode;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await accountInfo()).statusCode;
    }
    expect(status).toBe(401);
  });
});
