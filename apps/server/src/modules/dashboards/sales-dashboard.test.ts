import { SALES_INIT_METRICS, type SeriesRow } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { signedIn } from '../../test/account-fixtures';
import { BOOK_RANGE, type JuneBook, juneBook } from '../../test/dashboard-book';
import {
  expectExactRollups,
  getJson,
  insertOrder,
  storeIn,
  totalsOf,
  updateOrder,
} from '../../test/dashboard-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

// The sales dashboard (contract §13) over the June book (test/dashboard-book.ts), figures by hand.

let t: TestApp;
let book: JuneBook;
beforeAll(async () => {
  t = await createTestApp();
  book = await juneBook(t);
});
afterAll(() => t.close());

const get = <T>(path: string) => getJson<T>(t, `/api/sales-dashboard/${path}`, book.merchant.headers);
const series = async (metric: string, mode: string, range: string) =>
  (await get<SeriesRow[]>(`${metric}/${mode}/${range}/${book.merchantId}`)).map((row) => [
    row.day,
    row.total,
  ]);

describe('GET /api/sales-dashboard/init', () => {
  it('answers exactly the 7 sales metrics, in order', async () => {
    const rows = await get<{ metric: string; total: number }[]>(`init/${BOOK_RANGE}/${book.merchantId}`);
    expect(rows.map((row) => row.metric)).toEqual([...SALES_INIT_METRICS]);
    // o1 + o2 + o3 + o8; perks 2 (o1) + 1 + 1 (o2); buyers A, B, E; B bought in May.
    expect(totalsOf(rows)).toEqual({
      TOTAL_ORDERS: 4,
      TOTAL_SALES: 46,
      TOTAL_PERKS_USED: 4,
      TOTAL_CLIENTS: 3,
      TOTAL_RETURNING_CLIENTS: 1,
      TOTAL_NEW_CLIENTS: 2,
      TOTAL_POINTS: 50,
    });
  });

  it('reads the same with the store in the path, and an empty range as zeros', async () => {
    const store = await get<{ metric: string; total: number }[]>(
      `init/${BOOK_RANGE}/${book.merchantId}/${book.storeId}`,
    );
    expect(totalsOf(store)).toMatchObject({ TOTAL_ORDERS: 4, TOTAL_SALES: 46, TOTAL_CLIENTS: 3 });
    const empty = await get<{ metric: string; total: number }[]>(
      `init/2024-01-01/2024-01-31/${book.merchantId}`,
    );
    expect(empty.every((row) => row.total === 0)).toBe(true);
  });
});

describe('GET /api/sales-dashboard/{metric}/{viewMode}', () => {
  it('fills every day with its total, empty days 0 (o2 at 03:30 UTC is Monday night in Toronto)', async () => {
    expect(await series('TOTAL_SALES', 'DAILY', BOOK_RANGE)).toEqual([
      ['2025-06-01', 0],
      ['2025-06-02', 35],
      ['2025-06-03', 0],
      ['2025-06-04', 7],
      ['2025-06-05', 0],
      ['2025-06-06', 0],
      ['2025-06-07', 4],
    ]);
    const rows = await get<SeriesRow[]>(`TOTAL_ORDERS/DAILY/2025-06-02/2025-06-02/${book.merchantId}`);
    expect(rows).toEqual([
      {
        metric: 'TOTAL_ORDERS',
        platform: null,
        day: '2025-06-02',
        week: null,
        month: 6,
        year: 2025,
        total: 2,
      },
    ]);
  });

  it('counts a customer once per period: distinct clients and app users by week', async () => {
    expect(await series('TOTAL_CLIENTS', 'DAILY', BOOK_RANGE)).toEqual([
      ['2025-06-01', 0],
      ['2025-06-02', 2],
      ['2025-06-03', 0],
      ['2025-06-04', 1],
      ['2025-06-05', 0],
      ['2025-06-06', 0],
      ['2025-06-07', 1],
    ]);
    // The first week is partial (Sunday 1 only) yet carries its Monday, May 26 (ISO week 22).
    const weeks = await get<SeriesRow[]>(`TOTAL_CLIENTS/WEEKLY/${BOOK_RANGE}/${book.merchantId}`);
    expect(weeks.map((row) => [row.day, row.week, row.year, row.month, row.total])).toEqual([
      ['2025-05-26', 22, 2025, null, 0],
      ['2025-06-02', 23, 2025, null, 3],
    ]);
    expect(await series('TOTAL_APP_USERS', 'WEEKLY', BOOK_RANGE)).toEqual([
      ['2025-05-26', 1],
      ['2025-06-02', 5],
    ]);
    expect(await series('TOTAL_RETURNING_CLIENTS', 'WEEKLY', BOOK_RANGE)).toEqual([
      ['2025-05-26', 0],
      ['2025-06-02', 1],
    ]);
  });

  it('counts a customer once across the loose days and the whole ISO week that tile a range', async () => {
    const shop = await signedIn(t);
    const shopId = shop.merchantId as string;
    const storeId = await storeIn(t, shop.headers, 'America/Toronto');
    const buyer = newId();
    // Friday 30 May (a loose day of May), Tuesday 3 June (inside the whole week 2–8), Monday 9 June.
    for (const paidAt of ['2025-05-30T15:00:00Z', '2025-06-03T15:00:00Z', '2025-06-09T15:00:00Z'])
      await insertOrder(t, shopId, {
        storeId,
        customerId: buyer,
        status: 'COMPLETED',
        paidAt,
        totalCents: 500,
      });
    const read = <T>(path: string) => getJson<T>(t, `/api/sales-dashboard/${path}`, shop.headers);
    const init = await read<{ metric: string; total: number }[]>(`init/2025-05-30/2025-06-09/${shopId}`);
    expect(totalsOf(init)).toMatchObject({ TOTAL_ORDERS: 3, TOTAL_CLIENTS: 1, TOTAL_NEW_CLIENTS: 1 });
    const june = await read<SeriesRow[]>(`TOTAL_CLIENTS/MONTHLY/2025-06-01/2025-06-09/${shopId}`);
    expect(june.map((row) => [row.day, row.total])).toEqual([['2025-06-01', 1]]);
  });

  it('splits by month, new and returning clients per month', async () => {
    const range = `2025-05-15/2025-06-07/${book.merchantId}`;
    const months = await get<SeriesRow[]>(`TOTAL_SALES/MONTHLY/${range}`);
    expect(months.map((row) => [row.day, row.month, row.year, row.week, row.total])).toEqual([
      ['2025-05-01', 5, 2025, null, 1],
      ['2025-06-01', 6, 2025, null, 46],
    ]);
    expect(await series('TOTAL_NEW_CLIENTS', 'MONTHLY', '2025-05-15/2025-06-07')).toEqual([
      ['2025-05-01', 1],
      ['2025-06-01', 2],
    ]);
    expect(await series('TOTAL_RETURNING_CLIENTS', 'MONTHLY', '2025-05-15/2025-06-07')).toEqual([
      ['2025-05-01', 0],
      ['2025-06-01', 1],
    ]);
  });

  it('answers every metric, event metrics and NONE included', async () => {
    const week = async (metric: string) =>
      (await series(metric, 'WEEKLY', BOOK_RANGE)).map(([, total]) => total);
    expect(await week('TOTAL_STORE_VIEWS')).toEqual([1, 2]);
    expect(await week('TOTAL_STORE_VISITS')).toEqual([0, 1]);
    expect(await week('TOTAL_CALLS')).toEqual([0, 1]);
    expect(await week('TOTAL_ENGAGEMENTS')).toEqual([1, 5]);
    expect(await week('TOTAL_PERKS_USED')).toEqual([0, 4]);
    expect(await week('TOTAL_POINTS')).toEqual([0, 50]);
    expect(await week('TOTAL_CANCELED_ORDERS')).toEqual([0, 1]);
    expect(await week('TOTAL_REFUNDED_ORDERS')).toEqual([0, 1]);
    expect(await week('NONE')).toEqual([0, 0]);
    // Follows open at the end of each day: G all week, H from Tuesday 3 to Friday 6.
    expect((await series('TOTAL_SUBSCRIBERS', 'DAILY', BOOK_RANGE)).map(([, total]) => total)).toEqual([
      1, 1, 2, 2, 2, 1, 1,
    ]);
    expect(await week('TOTAL_SUBSCRIBERS')).toEqual([1, 1]);
  });

  it('numbers ISO weeks across a year end', async () => {
    // Toronto in winter is UTC−5. Sat 28 Dec 2024 is in week 52 of 2024; Mon 30 Dec opens week 1 of 2025.
    for (const paidAt of [
      '2024-12-28T17:00:00Z',
      '2024-12-30T17:00:00Z',
      '2025-01-05T17:00:00Z',
      '2025-01-06T17:00:00Z',
    ]) {
      await insertOrder(t, book.merchantId, {
        storeId: book.storeId,
        customerId: 'year-end',
        status: 'COMPLETED',
        paidAt,
        totalCents: 100,
      });
    }
    const weeks = await get<SeriesRow[]>(`TOTAL_ORDERS/WEEKLY/2024-12-27/2025-01-06/${book.merchantId}`);
    expect(weeks.map((row) => [row.day, row.week, row.year, row.total])).toEqual([
      ['2024-12-23', 52, 2024, 1],
      ['2024-12-30', 1, 2025, 2],
      ['2025-01-06', 2, 2025, 1],
    ]);
    const months = await series('TOTAL_ORDERS', 'MONTHLY', '2024-12-27/2025-01-06');
    expect(months).toEqual([
      ['2024-12-01', 2],
      ['2025-01-01', 2],
    ]);
  });
});

describe('GET /api/sales-dashboard/bestseller', () => {
  const page = (query: string) =>
    get<{ content: unknown[]; totalElements: number; pageNumber: number; pageSize: number }>(
      `bestseller/${BOOK_RANGE}/${book.merchantId}?${query}`,
    );

  it('sums normal lines of sales orders by gross amount, dearest first by default', async () => {
    // Bagel: 1×4 (o1) + 5×5 (o2) + 1×4 (o8); Latte: 2×3 (o1) + 1×7 (o3); o2's redeem line and o4 left out.
    expect(await page('')).toEqual({
      content: [
        { productId: book.bagel, productName: 'Bagel', grossAmount: 33, totalQuantity: 7 },
        { productId: book.latte, productName: 'Latte', grossAmount: 13, totalQuantity: 3 },
      ],
      totalElements: 2,
      pageNumber: 0,
      pageSize: 10,
    });
  });

  it('sorts by quantity either way and pages', async () => {
    const ascending = await page('sort=totalQuantity&sortDesc=false&pageNumber=0&pageSize=1');
    expect(ascending.content).toEqual([
      { productId: book.latte, productName: 'Latte', grossAmount: 13, totalQuantity: 3 },
    ]);
    expect(ascending.totalElements).toBe(2);
    const second = await page('sort=totalQuantity&sortDesc=true&pageNumber=1&pageSize=1');
    expect(second.content).toEqual([
      { productId: book.latte, productName: 'Latte', grossAmount: 13, totalQuantity: 3 },
    ]);
  });

  it('refuses an unknown sort or a page size out of 1–100', async () => {
    for (const query of ['sort=name', 'pageSize=0', 'pageSize=101', 'sortDesc=maybe']) {
      const response = await t.app.inject({
        url: `/api/sales-dashboard/bestseller/${BOOK_RANGE}/${book.merchantId}?${query}`,
        headers: book.merchant.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('a refund moves an order out of sales', () => {
  it('takes o2 out of the sales of its day and counts it refunded on the day of the refund', async () => {
    await updateOrder(t, book.orders.o2, {
      status: 'REFUNDED',
      serveStatus: 'REJECTED',
      lastUpdatedAt: new Date('2025-06-06T12:00:00Z'),
    });
    const sales = await get<{ metric: string; total: number }[]>(`init/${BOOK_RANGE}/${book.merchantId}`);
    // B no longer bought in the range, so no client returns; A and E are still new.
    expect(totalsOf(sales)).toEqual({
      TOTAL_ORDERS: 3,
      TOTAL_SALES: 21,
      TOTAL_PERKS_USED: 2,
      TOTAL_CLIENTS: 2,
      TOTAL_RETURNING_CLIENTS: 0,
      TOTAL_NEW_CLIENTS: 2,
      TOTAL_POINTS: 50,
    });
    expect((await series('TOTAL_SALES', 'DAILY', BOOK_RANGE))[1]).toEqual(['2025-06-02', 10]);
    expect((await series('TOTAL_REFUNDED_ORDERS', 'DAILY', BOOK_RANGE)).map(([, total]) => total)).toEqual([
      0, 0, 0, 0, 1, 1, 0,
    ]);
    const best = await get<{ content: { productName: string; totalQuantity: number }[] }>(
      `bestseller/${BOOK_RANGE}/${book.merchantId}`,
    );
    expect(best.content.map((row) => [row.productName, row.totalQuantity])).toEqual([
      ['Latte', 3],
      ['Bagel', 2],
    ]);
    await expectExactRollups(t);
  });
});
