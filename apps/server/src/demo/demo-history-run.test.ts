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

  it('reads PLAYING while days move on, STOPPED once its server is gone, and can then be claimed again', async () => {
    const run = createDemoHistoryService({ db: t.db, clock: t.clock });
    const merchantId = 'merchant-of-a-stopped-run';
    expect(await run.claim(merchantId, 90)).toBe(true);
    await run.progress(merchantId, 12);
    expect(await run.status(merchantId)).toEqual({ status: 'PLAYING', days: 90, daysPlayed: 12 });
    // Another instance cannot take a run in progress.
    expect(await run.claim(merchantId, 90)).toBe(false);

    t.clock.advance(61_000);
    expect(await run.status(merchantId)).toEqual({ status: 'STOPPED', days: 90, daysPlayed: 12 });
    expect(await run.claim(merchantId, 90)).toBe(true);
    expect(await run.status(merchantId)).toEqual({ status: 'PLAYING', days: 90, daysPlayed: 0 });

    await run.progress(merchantId, 90, true);
    t.clock.advance(3_600_000);
    expect(await run.status(merchantId)).toEqual({ status: 'DONE', days: 90, daysPlayed: 90 });
    expect(await run.claim(merchantId, 90)).toBe(false);
    const [row] = await t.db.select().from(demoHistoryRuns).where(eq(demoHistoryRuns.merchantId, merchantId));
    expect(row?.finishedAt).not.toBeNull();
  });
});
