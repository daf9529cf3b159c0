import type { SeriesRow } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { getJson, insertOrder, storeIn } from '../../test/dashboard-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

// Who may read the dashboards, and which ranges (contract §13 Path parameters, Clarifications).

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let merchantId: string;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(new Date('2025-06-18T16:00:00Z').getTime() - t.clock.now().getTime());
  merchant = await signedIn(t);
  merchantId = merchant.merchantId as string;
  storeId = await storeIn(t, merchant.headers, 'America/Toronto');
});
afterAll(() => t.close());

/** Every dashboard route for a merchant id, a store id (or none) and a range. */
const routes = (merchant: string, store: string | null, range = '2025-06-01/2025-06-07') => {
  const scope = `${merchant}${store ? `/${store}` : ''}`;
  return [
    `/api/merchant-dashboard/init/${range}/${scope}`,
    `/api/merchant-dashboard/platform/${range}/${scope}`,
    `/api/merchant-dashboard/user-rating/${range}/${scope}`,
    `/api/merchant-dashboard/user-rating/list/${range}/${scope}?pageNumber=0&pageSize=5`,
    `/api/merchant-dashboard/popular-time/${range}/MONDAY/${scope}`,
    `/api/merchant-dashboard/insights/${range}/${scope}`,
    `/api/sales-dashboard/init/${range}/${scope}`,
    `/api/sales-dashboard/TOTAL_SALES/WEEKLY/${range}/${scope}`,
    `/api/sales-dashboard/bestseller/${range}/${scope}?sort=totalQuantity&sortDesc=true&pageNumber=0&pageSize=5`,
    `/api/sales-dashboard/realtime/TOTAL_CLIENTS/MONTHLY/${scope}`,
  ];
};
const status = async (url: string, headers: Record<string, string>) =>
  (await t.app.inject({ url, headers })).statusCode;

describe('who may read', () => {
  it('answers the merchant, with and without a store', async () => {
    for (const url of [...routes(merchantId, null), ...routes(merchantId, storeId)]) {
      expect(await status(url, merchant.headers), url).toBe(200);
    }
  });

  it('refuses a customer token with 403 and no token with 401', async () => {
    const customer = await signedIn(t, 'USER');
    for (const url of routes(merchantId, storeId)) {
      expect(await status(url, customer.headers), url).toBe(403);
      expect(await status(url, {}), url).toBe(401);
    }
    expect(
      await status('/api/merchant-dashboard/user-rating/order/99999999999999999999', customer.headers),
    ).toBe(403);
  });

  it("answers another merchant's merchantId or storeId, or an unknown store, as 404", async () => {
    const other = await signedIn(t);
    const otherStore = await storeIn(t, other.headers, 'America/Vancouver');
    for (const url of [
      ...routes(other.merchantId as string, null),
      ...routes(merchantId, otherStore),
      ...routes(merchantId, '99999999999999999999'),
    ]) {
      const response = await t.app.inject({ url, headers: merchant.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('ranges', () => {
  it('accepts 366 days, both ends included', async () => {
    for (const url of routes(merchantId, null, '2024-01-01/2024-12-31')) {
      expect(await status(url, merchant.headers), url).toBe(200);
    }
    const days = await getJson<SeriesRow[]>(
      t,
      `/api/sales-dashboard/TOTAL_ORDERS/DAILY/2024-01-01/2024-12-31/${merchantId}`,
      merchant.headers,
    );
    expect(days).toHaveLength(366);
  });

  it('refuses 367 days, an end before the start and a non-date as bad paths', async () => {
    for (const range of [
      '2024-01-01/2025-01-01',
      '2025-06-07/2025-06-06',
      '2025-02-29/2025-03-01',
      'today/2025-06-01',
    ]) {
      for (const url of routes(merchantId, storeId, range).filter((url) => !url.includes('realtime'))) {
        const response = await t.app.inject({ url, headers: merchant.headers });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      }
    }
  });

  it('refuses an unknown metric or view mode', async () => {
    for (const path of [
      `TOTAL_TIPS/DAILY/2025-06-01/2025-06-07/${merchantId}`,
      `TOTAL_SALES/HOURLY/2025-06-01/2025-06-07/${merchantId}`,
      `realtime/TOTAL_TIPS/DAILY/${merchantId}`,
      `realtime/TOTAL_SALES/YEARLY/${merchantId}`,
    ]) {
      const response = await t.app.inject({ url: `/api/sales-dashboard/${path}`, headers: merchant.headers });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
  });
});

describe('GET /api/sales-dashboard/realtime', () => {
  it('ends today in the store zone: 30 days, 12 ISO weeks or 12 months', async () => {
    // Now is Wednesday 18 June 2025, 12:00 in Toronto; a sale at 09:00 and one on May 20.
    await insertOrder(t, merchantId, {
      storeId,
      customerId: 'R',
      status: 'PAID',
      paidAt: '2025-06-18T13:00:00Z',
      totalCents: 1250,
    });
    await insertOrder(t, merchantId, {
      storeId,
      customerId: 'R',
      status: 'PAID',
      paidAt: '2025-05-20T13:00:00Z',
      totalCents: 100,
    });
    const read = (mode: string) =>
      getJson<SeriesRow[]>(
        t,
        `/api/sales-dashboard/realtime/TOTAL_SALES/${mode}/${merchantId}/${storeId}`,
        merchant.headers,
      );
    const days = await read('DAILY');
    expect(days).toHaveLength(30);
    expect([days[0]?.day, days.at(-1)?.day, days.at(-1)?.total, days[1]?.total]).toEqual([
      '2025-05-20',
      '2025-06-18',
      12.5,
      0,
    ]);
    expect(days[0]?.total).toBe(1);
    const weeks = await read('WEEKLY');
    expect(weeks.map((row) => row.day)).toHaveLength(12);
    expect([weeks[0]?.day, weeks[0]?.week, weeks.at(-1)?.day, weeks.at(-1)?.week]).toEqual([
      '2025-03-31',
      14,
      '2025-06-16',
      25,
    ]);
    const months = await read('MONTHLY');
    expect(months.map((row) => [row.day, row.total]).slice(-2)).toEqual([
      ['2025-05-01', 1],
      ['2025-06-01', 12.5],
    ]);
    expect(months[0]?.day).toBe('2024-07-01');
    expect(months).toHaveLength(12);
  });
});
