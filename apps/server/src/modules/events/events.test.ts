import { EVENT_MESSAGES } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEvents } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { expectExactRollups, getJson, insertOrder, storeIn, totalsOf } from '../../test/dashboard-kit';
import { createTestApp, injectJson, type TestApp } from '../../test/test-app';

// POST /api/event/visit|click|view (contract §12 Events): customer routes answering {}, counted
// by the merchant dashboard.

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let merchantId: string;
let storeId: string;
let secondStore: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(new Date('2025-06-18T16:00:00Z').getTime() - t.clock.now().getTime());
  merchant = await signedIn(t);
  merchantId = merchant.merchantId as string;
  storeId = await storeIn(t, merchant.headers, 'America/Toronto', 'Queen West');
  secondStore = await storeIn(t, merchant.headers, 'America/Toronto', 'King East');
  customer = await signedIn(t, 'USER');
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = customer.headers) =>
  injectJson(t.app, 'POST', `/api/event/${path}`, body, headers);
const merchantTotals = async (range = '2025-06-18/2025-06-18', store = '') =>
  totalsOf(await getJson(t, `/api/merchant-dashboard/init/${range}/${merchantId}${store}`, merchant.headers));

describe('visits, clicks and views', () => {
  it('records each and answers {}', async () => {
    const visit = await post('visit', { merchantStores: { [merchantId]: [storeId, secondStore, storeId] } });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json()).toEqual({});
    for (const [path, body] of [
      ['click', { merchantId, storeId, entity: 'CALL' }],
      ['click', { merchantId, storeId, entity: 'DIRECTIONS' }],
      ['view', { merchantId, storeId, platform: 'ANDROID' }],
      ['view', { merchantId, storeId: secondStore, platform: 'IOS', triggeredAt: '' }],
    ] as const) {
      const response = await post(path, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({});
    }
    // A visit naming a store twice counts it once; every event is an engagement of one app user.
    expect(await merchantTotals()).toMatchObject({
      TOTAL_STORE_VISITS: 2,
      TOTAL_STORE_VIEWS: 2,
      TOTAL_CALLS: 1,
      TOTAL_ENGAGEMENTS: 6,
      TOTAL_APP_USERS: 1,
    });
    expect(await merchantTotals('2025-06-18/2025-06-18', `/${secondStore}`)).toMatchObject({
      TOTAL_STORE_VISITS: 1,
      TOTAL_STORE_VIEWS: 1,
      TOTAL_ENGAGEMENTS: 2,
    });
    const rows = await t.db.select().from(storeEvents).where(eq(storeEvents.customerId, customer.id));
    expect(rows.every((row) => row.occurredAt.getTime() === t.clock.now().getTime())).toBe(true);
  });

  it('dates an event by triggeredAt in any offset, however far back, but not over 5 minutes ahead', async () => {
    const past = await post('view', {
      merchantId,
      storeId,
      platform: 'WEB',
      triggeredAt: '2024-12-31T20:30:00-05:00',
    });
    expect(past.statusCode, past.body).toBe(200);
    expect(await merchantTotals('2024-12-31/2024-12-31')).toMatchObject({ TOTAL_STORE_VIEWS: 1 });
    const soon = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    expect(
      (await post('click', { merchantId, storeId, entity: 'SHARE', triggeredAt: soon })).statusCode,
    ).toBe(200);
    const late = new Date(t.clock.now().getTime() + 5 * 60_000 + 1000).toISOString();
    const refused = await post('click', { merchantId, storeId, entity: 'SHARE', triggeredAt: late });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      violations: [{ field: 'triggeredAt', message: EVENT_MESSAGES.future }],
    });
  });

  it('refuses bad bodies', async () => {
    for (const [path, body, field] of [
      ['visit', { merchantStores: {} }, 'merchantStores'],
      ['visit', { merchantStores: { [merchantId]: [] } }, 'merchantStores'],
      ['click', { merchantId, storeId, entity: 'EMAIL' }, 'entity'],
      ['view', { merchantId, storeId, platform: 'WINDOWS' }, 'platform'],
      ['view', { merchantId, storeId, platform: 'WEB', triggeredAt: 'yesterday' }, 'triggeredAt'],
      ['click', { storeId, entity: 'CALL' }, 'merchantId'],
    ] as const) {
      const response = await post(path, body);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json().violations[0].field).toBe(field);
    }
  });

  it('answers a store of another merchant, an unknown or a deleted store as 404, writing nothing', async () => {
    const other = await signedIn(t);
    const foreign = await storeIn(t, other.headers, 'America/Toronto');
    const gone = await storeIn(t, merchant.headers, 'America/Toronto', 'Closed');
    expect(
      (await injectJson(t.app, 'DELETE', `/api/merchant-stores/${gone}`, undefined, merchant.headers))
        .statusCode,
    ).toBe(200);
    const before = await merchantTotals();
    for (const store of [foreign, gone, '99999999999999999999']) {
      expect((await post('view', { merchantId, storeId: store, platform: 'WEB' })).statusCode).toBe(404);
      expect((await post('visit', { merchantStores: { [merchantId]: [storeId, store] } })).statusCode).toBe(
        404,
      );
    }
    expect(await merchantTotals()).toEqual(before);
  });

  it('is for customers only', async () => {
    const body = { merchantId, storeId, platform: 'WEB' };
    expect((await post('view', body, merchant.headers)).statusCode).toBe(403);
    expect((await post('view', body, {})).statusCode).toBe(401);
    for (const path of ['visit', 'click', 'rate']) {
      expect((await post(path, {}, merchant.headers)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/event/rate', () => {
  // Paid a week earlier, so that the buyer is not yet an app user of the day it rates.
  const completed = (customerId: string) =>
    insertOrder(t, merchantId, {
      storeId,
      customerId,
      status: 'COMPLETED',
      paidAt: '2025-06-10T14:00:00Z',
      totalCents: 500,
    });

  it('lets the buyer rate a COMPLETED order once; the rating is also an event', async () => {
    const rater = await signedIn(t, 'USER');
    const orderId = await completed(rater.id);
    const before = await merchantTotals();
    const rated = await post('rate', { orderId, rating: 4, comment: '  Lovely  ' }, rater.headers);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toEqual({});
    expect(
      await getJson(t, `/api/merchant-dashboard/user-rating/order/${orderId}`, merchant.headers),
    ).toEqual({
      orderId,
      rating: 4,
      comment: 'Lovely',
      ratedAt: t.clock.now().toISOString(),
    });
    const after = await merchantTotals();
    expect(after.TOTAL_ENGAGEMENTS).toBe((before.TOTAL_ENGAGEMENTS ?? 0) + 1);
    expect(after.TOTAL_APP_USERS).toBe((before.TOTAL_APP_USERS ?? 0) + 1);
    const again = await post('rate', { orderId, rating: 5 }, rater.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 400,
      code: 'ALREADY_RATED',
      message: 'This order has already been rated.',
    });
  });

  it('lets the buyer read back the rating they gave, and nobody else', async () => {
    const rater = await signedIn(t, 'USER');
    const orderId = await completed(rater.id);
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/event/rate/${orderId}`, headers });
    expect((await read(rater.headers)).statusCode).toBe(404);
    await post('rate', { orderId, rating: 2, comment: 'Cold coffee' }, rater.headers);
    const given = await read(rater.headers);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({
      orderId,
      rating: 2,
      comment: 'Cold coffee',
      ratedAt: t.clock.now().toISOString(),
    });
    expect((await read((await signedIn(t, 'USER')).headers)).statusCode).toBe(404);
    expect((await read(merchant.headers)).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
  });

  it("refuses someone else's order (404), a PAID or REFUNDED one (400) and bad ratings", async () => {
    const stranger = await signedIn(t, 'USER');
    const orderId = await completed(customer.id);
    expect((await post('rate', { orderId, rating: 5 }, stranger.headers)).statusCode).toBe(404);
    expect((await post('rate', { orderId: '99999999999999999999', rating: 5 })).statusCode).toBe(404);
    for (const status of ['PAID', 'REFUNDED'] as const) {
      const open = await insertOrder(t, merchantId, {
        storeId,
        customerId: customer.id,
        status,
        paidAt: '2025-06-18T14:00:00Z',
        totalCents: 500,
      });
      const response = await post('rate', { orderId: open, rating: 5 });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ORDER_NOT_COMPLETED');
    }
    for (const [body, field] of [
      [{ orderId, rating: 0 }, 'rating'],
      [{ orderId, rating: 6 }, 'rating'],
      [{ orderId, rating: 4.5 }, 'rating'],
      [{ orderId }, 'rating'],
      [{ orderId, rating: 3, comment: 'x'.repeat(501) }, 'comment'],
    ] as const) {
      const response = await post('rate', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', violations: [{ field }] });
    }
  });
});

it('keeps every rollup equal to the raw rows', async () => {
  await expectExactRollups(t);
});
