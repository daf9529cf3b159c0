import type { SeriesRow } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { expectExactRollups, getJson, insertOrder, storeIn, totalsOf } from '../../test/dashboard-kit';
import { storeBody } from '../../test/setup-fixtures';
import { createTestApp, injectJson, type TestApp } from '../../test/test-app';

// Local days and hours (contract §1 Time, §13 Clarifications): a store's own zone, merchant-wide
// figures in the zone of the earliest store; DST days in Toronto; a store in St. John's (UTC−2:30
// in summer); a zone changed or the earliest store deleted rebuilds the rollups it moves.

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let merchantId: string;
let toronto: string;
let stJohns: string;

const sale = (storeId: string, paidAt: string, customerId = 'zone-customer') =>
  insertOrder(t, merchantId, { storeId, customerId, status: 'COMPLETED', paidAt, totalCents: 100 });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t);
  merchantId = merchant.merchantId as string;
  toronto = await storeIn(t, merchant.headers, 'America/Toronto', 'Toronto');
  stJohns = await storeIn(t, merchant.headers, 'America/St_Johns', 'St. John’s');
  // Spring forward, Sunday 9 March 2025: 02:00 EST becomes 03:00 EDT; the day lasts 23 hours.
  for (const paidAt of [
    '2025-03-09T04:59:00Z', // Sat 8, 23:59 EST
    '2025-03-09T05:00:00Z', // Sun 9, 00:00 EST: hour 1
    '2025-03-09T07:30:00Z', // Sun 9, 03:30 EDT: hour 4 (hour 3 never happens)
    '2025-03-10T03:59:00Z', // Sun 9, 23:59 EDT: hour 24
    '2025-03-10T04:00:00Z', // Mon 10, 00:00 EDT
  ])
    await sale(toronto, paidAt);
  // Fall back, Sunday 2 November 2025: 02:00 EDT becomes 01:00 EST; the day lasts 25 hours.
  for (const paidAt of [
    '2025-11-02T03:59:00Z', // Sat 1, 23:59 EDT
    '2025-11-02T05:30:00Z', // Sun 2, 01:30 EDT: hour 2
    '2025-11-02T06:30:00Z', // Sun 2, 01:30 EST: hour 2 again
    '2025-11-03T04:59:00Z', // Sun 2, 23:59 EST: hour 24
  ])
    await sale(toronto, paidAt);
  // St. John's (UTC−2:30) and Toronto (UTC−4) see these on different days and hours.
  await sale(stJohns, '2025-06-10T02:00:00Z', 'P'); // St. John's Mon 9 23:30; Toronto Mon 9 22:00
  await sale(stJohns, '2025-06-10T03:00:00Z', 'Q'); // St. John's Tue 10 00:30; Toronto Mon 9 23:00
});
afterAll(() => t.close());

const daily = async (range: string, storeId?: string) =>
  (
    await getJson<SeriesRow[]>(
      t,
      `/api/sales-dashboard/TOTAL_ORDERS/DAILY/${range}/${merchantId}${storeId ? `/${storeId}` : ''}`,
      merchant.headers,
    )
  ).map((row) => row.total);
const popular = async (range: string, day: string, storeId?: string) => {
  const rows = await getJson<{ hour: number; totalUserEngagement: number }[]>(
    t,
    `/api/merchant-dashboard/popular-time/${range}/${day}/${merchantId}${storeId ? `/${storeId}` : ''}`,
    merchant.headers,
  );
  return Object.fromEntries(
    rows.filter((row) => row.totalUserEngagement).map((row) => [row.hour, row.totalUserEngagement]),
  );
};
const orders = async (range: string, storeId?: string) =>
  totalsOf(
    await getJson(
      t,
      `/api/sales-dashboard/init/${range}/${merchantId}${storeId ? `/${storeId}` : ''}`,
      merchant.headers,
    ),
  ).TOTAL_ORDERS;

describe('DST days in America/Toronto', () => {
  it('gives the 23-hour day its orders and hours, hour 3 empty', async () => {
    expect(await daily('2025-03-08/2025-03-10', toronto)).toEqual([1, 3, 1]);
    expect(await daily('2025-03-08/2025-03-10')).toEqual([1, 3, 1]);
    expect(await popular('2025-03-08/2025-03-10', 'SUNDAY', toronto)).toEqual({ 1: 1, 4: 1, 24: 1 });
  });

  it('gives the 25-hour day both 01:30s in hour 2', async () => {
    expect(await daily('2025-11-01/2025-11-03')).toEqual([1, 3, 0]);
    expect(await popular('2025-11-01/2025-11-03', 'SUNDAY')).toEqual({ 2: 2, 24: 1 });
    expect(await popular('2025-11-01/2025-11-03', 'SATURDAY')).toEqual({ 24: 1 });
  });
});

describe('a store in another zone', () => {
  it("reads the store's days in its own zone and merchant-wide days in the earliest store's", async () => {
    expect(await orders('2025-06-10/2025-06-10', stJohns)).toBe(1);
    expect(await orders('2025-06-09/2025-06-09', stJohns)).toBe(1);
    expect(await orders('2025-06-10/2025-06-10')).toBe(0);
    expect(await orders('2025-06-09/2025-06-09')).toBe(2);
    expect(await popular('2025-06-09/2025-06-10', 'TUESDAY', stJohns)).toEqual({ 1: 1 });
    expect(await popular('2025-06-09/2025-06-10', 'MONDAY', stJohns)).toEqual({ 24: 1 });
    expect(await popular('2025-06-09/2025-06-10', 'MONDAY')).toEqual({ 23: 1, 24: 1 });
    const clients = totalsOf(
      await getJson(t, `/api/sales-dashboard/init/2025-06-09/2025-06-09/${merchantId}`, merchant.headers),
    );
    expect(clients).toMatchObject({ TOTAL_CLIENTS: 2, TOTAL_NEW_CLIENTS: 2 });
    await expectExactRollups(t);
  });
});

describe('zone changes', () => {
  it("rebuilds a store's rollups when its zone changes", async () => {
    const response = await injectJson(
      t.app,
      'PUT',
      `/api/merchant-stores/${stJohns}`,
      storeBody({ name: 'Now in Kolkata', operationTime: [], timeZone: { zoneName: 'Asia/Kolkata' } }),
      merchant.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    // Kolkata is UTC+5:30: both orders fall on Tuesday 10 (07:30 and 08:30).
    expect(await orders('2025-06-10/2025-06-10', stJohns)).toBe(2);
    expect(await popular('2025-06-09/2025-06-10', 'TUESDAY', stJohns)).toEqual({ 8: 1, 9: 1 });
    expect(await orders('2025-06-09/2025-06-09')).toBe(2);
    await expectExactRollups(t);
  });

  it("moves merchant-wide figures to the next store's zone when the earliest store is deleted", async () => {
    const response = await injectJson(
      t.app,
      'DELETE',
      `/api/merchant-stores/${toronto}`,
      undefined,
      merchant.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await orders('2025-06-10/2025-06-10')).toBe(2);
    // In Kolkata the Toronto orders of 9–10 March fall at 10:29, 10:30, 13:00 (Sun 9), 09:29, 09:30 (Mon 10).
    expect(await daily('2025-03-08/2025-03-10')).toEqual([0, 3, 2]);
    // The deleted store keeps its history, in its own zone.
    expect(await daily('2025-03-08/2025-03-10', toronto)).toEqual([1, 3, 1]);
    await expectExactRollups(t);
  });
});
