import { brotliDecompressSync } from 'node:zlib';
import {
  activeOrdersResponseSchema,
  type MerchantOrder,
  merchantOrderSchema,
  storeOrdersResponseSchema,
} from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderBook, type OrderBook } from '../../test/order-book-fixture';
import { call, expectRefusal, type ProviderHarness, startProvider } from '../../test/order-harness';

// The merchant's order queries besides the archive (contract §9 Merchant queries): store orders,
// active orders and their counts, the merchant's order list and one order; tenant isolation on
// every orders endpoint; the static paths winning over /api/orders/{id}.

let p: ProviderHarness;
let book: OrderBook;

beforeAll(async () => {
  p = await startProvider('sandbox');
  book = await buildOrderBook(p);
}, 120_000);
afterAll(() => p.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = book.merchant.headers) =>
  call(p.t, 'GET', url, undefined, headers);
async function ok(url: string, headers?: Headers) {
  const response = await get(url, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

const ids = (orders: { id: string }[]) => orders.map((order) => order.id);
const byPaidAt = (desc: boolean) => (a: MerchantOrder, b: MerchantOrder) =>
  ((a.paidAt ?? '') < (b.paidAt ?? '') ? -1 : 1) * (desc ? -1 : 1);
const paid = (status: string) => (order: MerchantOrder) => order.status === status;
const torontoDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(instant));

describe('GET /api/orders/store/{storeId}', () => {
  it('answers the PAID order summaries of the store, newest paid first', async () => {
    const answer = storeOrdersResponseSchema.parse(await ok(`/api/orders/store/${book.stores.toronto}`));
    const expected = book.orders
      .filter((order) => order.storeId === book.stores.toronto && order.status === 'PAID')
      .sort(byPaidAt(true));
    expect(expected.length).toBe(2);
    expect(ids(answer)).toEqual(ids(expected));
    const first = expected[0] as MerchantOrder;
    expect(answer[0]).toEqual({
      id: first.id,
      storeId: first.storeId,
      merchantId: first.merchantId,
      status: 'PAID',
      serveStatus: first.serveStatus,
      serveType: first.serveType,
      isPickup: first.isPickup,
      numberOfItems: first.numberOfItems,
      totalAmount: first.totalAmount,
      paidAt: first.paidAt,
      lastUpdatedAt: first.lastUpdatedAt,
    });
    expect(Object.keys(answer[0] ?? {})).toHaveLength(11);
  });

  it('with dates, answers every order paid in the range (end day included)', async () => {
    const inStore = book.orders.filter((order) => order.storeId === book.stores.montreal);
    const days = inStore.map((order) => torontoDay(order.paidAt as string)).sort();
    const [start, end] = [days[1] as string, days.at(-2) as string];
    const answer = storeOrdersResponseSchema.parse(
      await ok(`/api/orders/store/${book.stores.montreal}?startDate=${start}&endDate=${end}`),
    );
    const expected = inStore
      .filter((order) => {
        const day = torontoDay(order.paidAt as string);
        return day >= start && day <= end;
      })
      .sort(byPaidAt(true));
    expect(expected.some((order) => order.status !== 'PAID')).toBe(true);
    expect(ids(answer)).toEqual(ids(expected));
  });

  it('refuses a reversed range', async () => {
    const response = await get(
      `/api/orders/store/${book.stores.toronto}?startDate=2025-06-05&endDate=2025-06-01`,
    );
    await expectRefusal(response, 400, 'VALIDATION_FAILED', 'startDate must not be after endDate.');
  });
});

describe('GET /api/orders/active and the counts', () => {
  it('answers every PAID order of the merchant, oldest paid first, optionally one store', async () => {
    const all = activeOrdersResponseSchema.parse(await ok('/api/orders/active'));
    const expected = book.orders.filter(paid('PAID')).sort(byPaidAt(false));
    expect(expected).toHaveLength(3);
    expect(ids(all)).toEqual(ids(expected));
    expect(all[0]).toEqual(expected[0]);
    const montreal = activeOrdersResponseSchema.parse(
      await ok(`/api/orders/active?storeId=${book.stores.montreal}`),
    );
    expect(ids(montreal)).toEqual(ids(expected.filter((order) => order.storeId === book.stores.montreal)));
  });

  it('counts new orders (merchant/count) and those in progress (active/count) as bare numbers', async () => {
    const newCount = await get('/api/orders/merchant/count');
    expect(newCount.body).toBe('2');
    expect(newCount.headers['content-type']).toMatch(/application\/json/);
    expect(await ok('/api/orders/active/count')).toBe(1);
    expect(await ok(`/api/orders/merchant/count?storeId=${book.stores.toronto}`)).toBe(1);
    expect(await ok(`/api/orders/merchant/count?storeId=${book.stores.montreal}`)).toBe(1);
    expect(await ok(`/api/orders/active/count?storeId=${book.stores.montreal}`)).toBe(0);
    expect(await ok('/api/orders/merchant/count', book.other.headers)).toBe(0);
  });
});

describe('GET /api/orders as a merchant', () => {
  it('answers PAID, COMPLETED and REFUNDED orders, newest paid first; storeId and dates narrow it', async () => {
    const all = (await ok('/api/orders')) as MerchantOrder[];
    expect(ids(all)).toEqual(ids([...book.orders].sort(byPaidAt(true))));
    expect(merchantOrderSchema.parse(all[0])).toEqual(all[0]);
    const toronto = (await ok(`/api/orders?storeId=${book.stores.toronto}`)) as MerchantOrder[];
    expect(ids(toronto)).toEqual(
      ids(book.orders.filter((order) => order.storeId === book.stores.toronto).sort(byPaidAt(true))),
    );
    const day = torontoDay(book.orders[4]?.paidAt as string);
    const onDay = (await ok(`/api/orders?startDate=${day}&endDate=${day}`)) as MerchantOrder[];
    expect(ids(onDay)).toEqual(
      ids(book.orders.filter((order) => torontoDay(order.paidAt as string) === day).sort(byPaidAt(true))),
    );
  });

  it('answers one order, archived or active, in the merchant view', async () => {
    for (const order of [book.orders[3], book.orders.at(-1)] as MerchantOrder[])
      expect(await ok(`/api/orders/${order.id}`)).toEqual(order);
  });
});

describe('routing', () => {
  it('serves the static paths, not GET /api/orders/{id} with id "active", "archived", …', async () => {
    expect(Array.isArray(await ok('/api/orders/active'))).toBe(true);
    expect(typeof (await ok('/api/orders/active/count'))).toBe('number');
    expect(typeof (await ok('/api/orders/merchant/count'))).toBe('number');
    expect((await ok('/api/orders/archived')).totalElements).toBe(10);
    expect(Array.isArray(await ok(`/api/orders/store/${book.stores.toronto}`))).toBe(true);
    // An unknown id is still the order route's 404.
    await expectRefusal(await get('/api/orders/12345678901234567890'), 404, 'NOT_FOUND');
  });
});

describe('tenant isolation', () => {
  it("answers another merchant's store or order as unknown on every orders endpoint", async () => {
    const other = book.other.headers;
    const store = book.stores.toronto;
    const order = book.orders[0] as MerchantOrder;
    const urls = [
      `/api/orders/store/${store}`,
      `/api/orders/active?storeId=${store}`,
      `/api/orders/active/count?storeId=${store}`,
      `/api/orders/merchant/count?storeId=${store}`,
      `/api/orders/archived?storeId=${store}`,
      `/api/orders?storeId=${store}`,
      `/api/orders/${order.id}`,
    ];
    for (const url of urls) await expectRefusal(await get(url, other), 404, 'NOT_FOUND');
    const action = await call(p.t, 'POST', `/api/orders/${store}/accept/${order.id}`, undefined, other);
    await expectRefusal(action, 404, 'NOT_FOUND');
    // Its own lists never hold a foreign order.
    expect(ids((await ok('/api/orders', other)) as MerchantOrder[])).toEqual([book.other.orderId]);
    expect(await ok('/api/orders/active', other)).toEqual([]);
    // Its own store without active orders answers empty, not unknown.
    expect(await ok(`/api/orders/active?storeId=${book.other.storeId}`, other)).toEqual([]);
    expect(await ok(`/api/orders/active/count?storeId=${book.other.storeId}`, other)).toBe(0);
    expect(await ok(`/api/orders/merchant/count?storeId=${book.other.storeId}`, other)).toBe(0);
    // Nor does an unknown store pass.
    await expectRefusal(await get('/api/orders/active?storeId=nope'), 404, 'NOT_FOUND');
  });

  it('refuses customers (403) and anonymous callers (401) on the merchant routes', async () => {
    for (const url of ['/api/orders/active', '/api/orders/merchant/count', '/api/orders/archived']) {
      await expectRefusal(await get(url, book.customerHeaders), 403, 'FORBIDDEN');
      await expectRefusal(await get(url, {}), 401, 'UNAUTHORIZED');
    }
  });
});

// Last: it changes the book. The answers are kept per merchant (lib/answer-cache.ts).
describe('the kept answers of the orders screen', () => {
  it("answers a merchant action at once, and never gives a merchant another's kept answer", async () => {
    const store = book.stores.toronto;
    const active = async () => activeOrdersResponseSchema.parse(await ok('/api/orders/active'));
    const before = await active();
    expect(await active()).toEqual(before);
    expect(await ok('/api/orders/merchant/count')).toBe(2);
    expect(await ok('/api/orders/active/count')).toBe(1);
    const fresh = before.find((order) => order.serveStatus === null) as MerchantOrder;
    expect((await ok(`/api/orders/active?storeId=${fresh.storeId}`)).length).toBeGreaterThan(0);

    // Kept for this merchant only: the same URLs as another merchant are its own answers or 404.
    const other = book.other.headers;
    expect(await ok('/api/orders/active', other)).toEqual([]);
    expect(await ok('/api/orders/merchant/count', other)).toBe(0);
    await expectRefusal(await get(`/api/orders/active?storeId=${fresh.storeId}`, other), 404, 'NOT_FOUND');
    await expectRefusal(await get(`/api/orders/active/count?storeId=${store}`, other), 404, 'NOT_FOUND');

    const accepted = await call(
      p.t,
      'POST',
      `/api/orders/${fresh.storeId}/accept/${fresh.id}`,
      undefined,
      book.merchant.headers,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Read again on the same instance right away: the new state, not the kept one.
    expect((await active()).find((order) => order.id === fresh.id)?.serveStatus).toBe('ACCEPTED');
    expect(await ok('/api/orders/merchant/count')).toBe(1);
    expect(await ok('/api/orders/active/count')).toBe(2);
    const ofStore = activeOrdersResponseSchema.parse(await ok(`/api/orders/active?storeId=${fresh.storeId}`));
    expect(ofStore.find((order) => order.id === fresh.id)?.serveStatus).toBe('ACCEPTED');
    // A browser's request gets the kept answer compressed, the same JSON.
    const compressed = await p.t.app.inject({
      url: '/api/orders/active',
      headers: { ...book.merchant.headers, 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(await active());
  });
});
