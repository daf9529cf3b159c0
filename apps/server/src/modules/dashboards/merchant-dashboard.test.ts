import { MERCHANT_INIT_METRICS } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { BOOK_RANGE, type JuneBook, juneBook } from '../../test/dashboard-book';
import { expectExactRollups, getJson, totalsOf } from '../../test/dashboard-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

// The merchant dashboard (contract §13) over the June book (test/dashboard-book.ts), figures by hand.

let t: TestApp;
let book: JuneBook;
beforeAll(async () => {
  t = await createTestApp();
  book = await juneBook(t);
});
afterAll(() => t.close());

const get = <T>(path: string) => getJson<T>(t, `/api/merchant-dashboard/${path}`, book.merchant.headers);

describe('GET /api/merchant-dashboard/init', () => {
  it('answers exactly the 8 metrics, in order', async () => {
    const rows = await get<{ metric: string; total: number }[]>(`init/${BOOK_RANGE}/${book.merchantId}`);
    expect(rows.map((row) => row.metric)).toEqual([...MERCHANT_INIT_METRICS]);
    // Views: A (IOS), D (WEB), F at Sunday 00:00 (F's view at 23:59 the night before is outside).
    // App users: buyers A, B, E and D, F from events. Follows open at the end of Saturday: G.
    expect(totalsOf(rows)).toEqual({
      TOTAL_STORE_VISITS: 1,
      TOTAL_STORE_VIEWS: 3,
      TOTAL_CALLS: 1,
      TOTAL_SUBSCRIBERS: 1,
      TOTAL_ENGAGEMENTS: 6,
      TOTAL_APP_USERS: 5,
      TOTAL_CANCELED_ORDERS: 1,
      TOTAL_REFUNDED_ORDERS: 1,
    });
  });

  it('counts follows open at the end of the range', async () => {
    const rows = await get<{ metric: string; total: number }[]>(
      `init/2025-06-01/2025-06-04/${book.merchantId}`,
    );
    expect(totalsOf(rows).TOTAL_SUBSCRIBERS).toBe(2);
    const later = await get<{ metric: string; total: number }[]>(
      `init/2025-06-09/2025-06-09/${book.merchantId}`,
    );
    expect(totalsOf(later)).toMatchObject({ TOTAL_SUBSCRIBERS: 2, TOTAL_APP_USERS: 0, TOTAL_ENGAGEMENTS: 0 });
  });
});

describe('GET /api/merchant-dashboard/platform', () => {
  it('splits views by platform, all three present', async () => {
    expect(await get(`platform/${BOOK_RANGE}/${book.merchantId}`)).toEqual([
      { platform: 'IOS', total: 1 },
      { platform: 'ANDROID', total: 1 },
      { platform: 'WEB', total: 1 },
    ]);
    expect(await get(`platform/2025-07-01/2025-07-31/${book.merchantId}/${book.storeId}`)).toEqual([
      { platform: 'IOS', total: 0 },
      { platform: 'ANDROID', total: 0 },
      { platform: 'WEB', total: 0 },
    ]);
  });
});

describe('GET /api/merchant-dashboard/user-rating', () => {
  it('gives rates 1–5, shares half-up to 2 decimals and the average half-up to 1', async () => {
    // 5 (o1), 4 (o3), 2 (o5) in the range: 33.33 % each, average 11 / 3 = 3.67 → 3.7.
    expect(await get(`user-rating/${BOOK_RANGE}/${book.merchantId}`)).toEqual({
      averageRating: 3.7,
      totalUserRatings: 3,
      ratings: [
        { rate: 1, totalRatingsPerRate: 0, percentRatingsPerRate: 0 },
        { rate: 2, totalRatingsPerRate: 1, percentRatingsPerRate: 33.33 },
        { rate: 3, totalRatingsPerRate: 0, percentRatingsPerRate: 0 },
        { rate: 4, totalRatingsPerRate: 1, percentRatingsPerRate: 33.33 },
        { rate: 5, totalRatingsPerRate: 1, percentRatingsPerRate: 33.33 },
      ],
    });
    // Sunday 8: only o8's 4.
    const sunday = await get<{ averageRating: number; ratings: { percentRatingsPerRate: number }[] }>(
      `user-rating/2025-06-08/2025-06-08/${book.merchantId}/${book.storeId}`,
    );
    expect(sunday.averageRating).toBe(4);
    expect(sunday.ratings.map((rate) => rate.percentRatingsPerRate)).toEqual([0, 0, 0, 100, 0]);
  });

  it('shows 0 and 0 % when nothing was rated', async () => {
    const none = await get<{ averageRating: number; totalUserRatings: number; ratings: unknown[] }>(
      `user-rating/2025-01-01/2025-01-31/${book.merchantId}`,
    );
    expect(none).toEqual({
      averageRating: 0,
      totalUserRatings: 0,
      ratings: [1, 2, 3, 4, 5].map((rate) => ({ rate, totalRatingsPerRate: 0, percentRatingsPerRate: 0 })),
    });
  });

  it('lists the ratings of the range newest first, paged', async () => {
    const first = await get(`user-rating/list/${BOOK_RANGE}/${book.merchantId}?pageNumber=0&pageSize=2`);
    expect(first).toEqual({
      content: [
        {
          orderId: book.orders.o5,
          storeId: book.storeId,
          customerName: 'Bob',
          rating: 2,
          comment: 'Slow',
          ratedAt: '2025-06-07T20:00:00.000Z',
        },
        {
          orderId: book.orders.o3,
          storeId: book.storeId,
          customerName: 'Alice',
          rating: 4,
          comment: null,
          ratedAt: '2025-06-05T12:00:00.000Z',
        },
      ],
      totalElements: 3,
      pageNumber: 0,
      pageSize: 2,
    });
    const second = await get<{ content: { orderId: string }[] }>(
      `user-rating/list/${BOOK_RANGE}/${book.merchantId}/${book.storeId}?pageNumber=1&pageSize=2`,
    );
    expect(second.content.map((row) => row.orderId)).toEqual([book.orders.o1]);
  });

  it("answers one order's rating; an unrated order, another merchant's or an unknown one is 404", async () => {
    expect(await get(`user-rating/order/${book.orders.o1}`)).toEqual({
      orderId: book.orders.o1,
      rating: 5,
      comment: 'Great',
      ratedAt: '2025-06-03T12:00:00.000Z',
    });
    const other = await signedIn(t);
    for (const [orderId, headers] of [
      [book.orders.o2, book.merchant.headers],
      [book.orders.o1, other.headers],
      ['99999999999999999999', book.merchant.headers],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/merchant-dashboard/user-rating/order/${orderId}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(404);
    }
  });
});

describe('GET /api/merchant-dashboard/popular-time', () => {
  const hours = async (path: string) => {
    const rows = await get<{ hour: number; totalUserEngagement: number }[]>(path);
    expect(rows.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    return Object.fromEntries(
      rows.filter((row) => row.totalUserEngagement).map((row) => [row.hour, row.totalUserEngagement]),
    );
  };

  it('counts events and sales orders per local hour of the weekday, hour 24 covering 23:00–24:00', async () => {
    // Monday 2: o1 09:00 (hour 10), D's visit 10:10 and A's view 10:20 (hour 11), D's view 21:00
    // (hour 22), o2 23:30 (hour 24).
    expect(await hours(`popular-time/${BOOK_RANGE}/MONDAY/${book.merchantId}`)).toEqual({
      10: 1,
      11: 2,
      22: 1,
      24: 1,
    });
    // Sunday 1: F's view at 00:00 (hour 1); F's view at 23:59 on Saturday May 31 is outside the range.
    expect(await hours(`popular-time/${BOOK_RANGE}/SUNDAY/${book.merchantId}/${book.storeId}`)).toEqual({
      1: 1,
    });
    expect(await hours(`popular-time/${BOOK_RANGE}/TUESDAY/${book.merchantId}`)).toEqual({});
  });

  it('refuses an unknown weekday as a bad path', async () => {
    const response = await t.app.inject({
      url: `/api/merchant-dashboard/popular-time/${BOOK_RANGE}/FUNDAY/${book.merchantId}`,
      headers: book.merchant.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});

it('keeps every rollup equal to the raw rows', async () => {
  await expectExactRollups(t);
});
