import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHistoryRuns, orders } from '../db/schema/index';
import { findUserByLogin } from '../modules/accounts/accounts.public';
import { createDemoHistoryService } from '../modules/demo-history/demo-history.service';
import { bearer, login, signedIn } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemo } from './seed-demo';
import { seedDemoHistory } from './seed-demo-history';

// The demo history's run: played once when instances start together, and its progress on
// GET /api/demo-history, which the dashboards show while their figures fill in.

let t: TestApp;
let demoMerchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  demoMerchantId = (await findUserByLogin(t.db, DEMO_USERNAME))?.merchantId as string;
  expect(demoMerchantId).toBeTruthy();
});
afterAll(() => t.close());

const play = () =>
  seedDemoHistory({
    db: t.db,
    appOrigin: t.config.appOrigin,
    serviceFee: t.config.serviceFee,
    points: t.config.points,
    now: new Date('2025-06-04T12:00:00Z'),
    days: 2,
    seed: 3,
    clock: t.clock,
  });

async function statusAs(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/demo-history', headers });
  return { code: response.statusCode, body: response.json() };
}
const demoHeaders = async () => bearer((await login(t, DEMO_USERNAME, DEMO_PASSWORD)).access_token);

describe('the demo history run', () => {
  it('is played once by two instances starting together, then reads DONE with its days', async () => {
    expect(await statusAs(await demoHeaders())).toEqual({
      code: 200,
      body: { status: 'NONE', days: 0, daysPlayed: 0 },
    });
    const results = await Promise.all([play(), play()]);
    const played = results.filter((result) => result !== null);
    expect(played).toHaveLength(1);
    const placed = await t.db.select().from(orders).where(eq(orders.merchantId, demoMerchantId));
    expect(placed).toHaveLength(played[0]?.orders as number);
    expect(await statusAs(await demoHeaders())).toEqual({
      code: 200,
      body: { status: 'DONE', days: 2, daysPlayed: 2 },
    });
  });

  it('answers NONE to another merchant, and 401 without a session', async () => {
    const other = await signedIn(t, 'MERCHANT');
    expect(await statusAs(other.headers)).toEqual({
      code: 200,
      body: { status: 'NONE', days: 0, daysPlayed: 0 },
    });
    expect((await statusAs({})).code).toBe(401);
  });

  it('reads PLAYING while days move on, STOPPED once its server is gone, and is then claimed with its progress', async () => {
    const run = createDemoHistoryService({ db: t.db, clock: t.clock });
    const merchantId = 'merchant-of-a-stopped-run';
    const fresh = { days: 90, endsAt: new Date('2025-06-04T12:00:00Z') };
    expect(await run.claim(merchantId, fresh)).toMatchObject({ days: 90, daysPlayed: 0 });
    await run.progress(merchantId, 12);
    expect(await run.status(merchantId)).toEqual({ status: 'PLAYING', days: 90, daysPlayed: 12 });
    // Another instance cannot take a run in progress.
    expect(await run.claim(merchantId, fresh)).toBeUndefined();

    t.clock.advance(61_000);
    expect(await run.status(merchantId)).toEqual({ status: 'STOPPED', days: 90, daysPlayed: 12 });
    // Claimed again with its own days, end and progress, whatever the new start asks for.
    const again = await run.claim(merchantId, { days: 30, endsAt: new Date('2025-07-01T00:00:00Z') });
    expect(again).toMatchObject({ days: 90, daysPlayed: 12, endsAt: fresh.endsAt });
    expect(await run.status(merchantId)).toEqual({ status: 'PLAYING', days: 90, daysPlayed: 12 });

    await run.progress(merchantId, 90, true);
    t.clock.advance(3_600_000);
    expect(await run.status(merchantId)).toEqual({ status: 'DONE', days: 90, daysPlayed: 90 });
    expect(await run.claim(merchantId, fresh)).toBeUndefined();
    const [row] = await t.db.select().from(demoHistoryRuns).where(eq(demoHistoryRuns.merchantId, merchantId));
    expect(row?.finishedAt).not.toBeNull();
  });
});

describe('a demo history stopped midway', () => {
  const DAY = 24 * 3600_000;
  const endsAt = new Date('2025-06-04T12:00:00Z');
  const start = endsAt.getTime() - 3 * DAY;
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp();
    await seedDemo(s.db);
  });
  afterAll(() => s.close());

  // Three orders a day over three days; `stopAt` is the order before which the server stops.
  const firstDays: number[] = [];
  const play = (stopAt?: number) => {
    let checks = 0;
    return seedDemoHistory({
      db: s.db,
      appOrigin: s.config.appOrigin,
      serviceFee: s.config.serviceFee,
      points: s.config.points,
      now: endsAt,
      days: 3,
      perDay: { min: 3, max: 3 },
      seed: 11,
      clock: s.clock,
      stopped: () => ++checks === stopAt,
      onStart: ({ firstDay }) => firstDays.push(firstDay),
    });
  };
  const ordersOfDay = async (day: number) =>
    (await s.db.select().from(orders)).filter(
      (row) =>
        row.createdAt.getTime() >= start + day * DAY && row.createdAt.getTime() < start + (day + 1) * DAY,
    );

  it('plays on at the next start from the day after the one it cut short, and settles what it left PAID', async () => {
    // Stopped before the fifth order: the first day played, the second cut short after one order.
    expect(await play(5)).not.toBeNull();
    const [cutShort] = await ordersOfDay(1);
    expect(await ordersOfDay(1)).toHaveLength(1);
    const firstDay = await ordersOfDay(0);
    expect(firstDay.length).toBeGreaterThan(0);
    // Released by its stop: STOPPED at once, and the next start plays on without waiting.
    const headers = bearer((await login(s, DEMO_USERNAME, DEMO_PASSWORD)).access_token);
    const stoppedRead = await s.app.inject({ method: 'GET', url: '/api/demo-history', headers });
    expect(stoppedRead.json()).toEqual({ status: 'STOPPED', days: 3, daysPlayed: 1 });
    // A stop in the middle of an order leaves it PAID, new on the live screen.
    const interrupted = firstDay[0] as (typeof firstDay)[number];
    await s.db
      .update(orders)
      .set({ status: 'PAID', serveStatus: null, completedAt: null })
      .where(eq(orders.id, interrupted.id));

    const resumed = await play();
    expect(resumed?.orders).toBeGreaterThan(0);
    expect(firstDays).toEqual([0, 2]);
    // The cut-short day keeps its one order; the days before are not played again.
    expect((await ordersOfDay(1)).map((row) => row.id)).toEqual([cutShort?.id]);
    expect((await ordersOfDay(0)).map((row) => row.id).sort()).toEqual(firstDay.map((row) => row.id).sort());
    expect((await ordersOfDay(2)).length).toBe(resumed?.orders);
    const [settled] = await s.db.select().from(orders).where(eq(orders.id, interrupted.id));
    expect(settled?.status).toBe('REFUNDED');
    expect((await s.db.select().from(orders)).filter((row) => row.status === 'PAID')).toEqual([]);
    const doneRead = await s.app.inject({ method: 'GET', url: '/api/demo-history', headers });
    expect(doneRead.json()).toEqual({ status: 'DONE', days: 3, daysPlayed: 3 });
    // Finished: a later start plays nothing.
    expect(await play()).toBeNull();
  });

  it('plays nothing for a demo merchant that has orders and no run', async () => {
    await s.db.delete(demoHistoryRuns);
    expect(await play()).toBeNull();
  });
});
