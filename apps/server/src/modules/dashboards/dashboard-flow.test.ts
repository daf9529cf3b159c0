import type { DashboardInsights } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { expectExactRollups, getJson, totalsOf } from '../../test/dashboard-kit';
import { call, openShop, orderCall, type ProviderHarness, startProvider } from '../../test/order-harness';

// The dashboards fed by the real services: an order placed, paid, served and rated through the API
// shows in the very next read (the rollups are written in the order's own transaction), and a
// rejected one leaves the sales for the refunds.

type Shop = Awaited<ReturnType<typeof openShop>>;
const MINUTE = 60_000;
const DAY = '2025-06-02/2025-06-02';

let p: ProviderHarness;
let shop: Shop;
beforeAll(async () => {
  p = await startProvider('sandbox');
  // Monday 2 June 2025, 15:00 UTC: 11:00 in Toronto.
  p.t.clock.advance(new Date('2025-06-02T15:00:00Z').getTime() - p.t.clock.now().getTime());
  shop = await openShop(p);
});
afterAll(() => p.close());

const t = () => p.t;
const merchantGet = <T>(path: string) => getJson<T>(t(), path, shop.merchant.headers);
const salesTotals = async () =>
  totalsOf(await merchantGet(`/api/sales-dashboard/init/${DAY}/${shop.merchant.merchantId}`));

/** A croissant ordered by a new customer and paid at the store: PAID at confirm. */
async function paidOrder() {
  const customer = await signedIn(t(), 'USER');
  await t().db.update(users).set({ phone: '+14165550123' }).where(eq(users.id, customer.id));
  const added = await call(
    t(),
    'POST',
    `/api/user-cart/${shop.store.id}/item`,
    { item: { productId: shop.menu.croissant.id, quantity: 2, addons: [] } },
    customer.headers,
  );
  expect(added.statusCode, added.body).toBe(200);
  const order = await orderCall(
    t(),
    'POST',
    '/api/orders/checkout',
    { storeId: shop.store.id },
    customer.headers,
  );
  const paid = await orderCall(
    t(),
    'POST',
    `/api/orders/${order.id}/confirm`,
    { serveType: 'PICKUP', payAtStore: true },
    customer.headers,
  );
  expect(paid.status).toBe('PAID');
  return { customer, order: paid };
}

const act = async (action: string, orderId: string, body?: unknown) => {
  const response = await call(
    t(),
    'POST',
    `/api/orders/${shop.store.id}/${action}/${orderId}`,
    body,
    shop.merchant.headers,
  );
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
};

describe('dashboards over orders placed through the API', () => {
  let first: Awaited<ReturnType<typeof paidOrder>>;

  it('shows a paid order in the next read', async () => {
    expect(await salesTotals()).toMatchObject({ TOTAL_ORDERS: 0, TOTAL_SALES: 0 });
    first = await paidOrder();
    expect(await salesTotals()).toEqual({
      TOTAL_ORDERS: 1,
      TOTAL_SALES: first.order.totalAmount,
      TOTAL_PERKS_USED: 0,
      TOTAL_CLIENTS: 1,
      TOTAL_RETURNING_CLIENTS: 0,
      TOTAL_NEW_CLIENTS: 1,
      TOTAL_POINTS: 0,
    });
    const best = await merchantGet<{ content: unknown[] }>(
      `/api/sales-dashboard/bestseller/${DAY}/${shop.merchant.merchantId}/${shop.store.id}`,
    );
    expect(best.content).toEqual([
      { productId: shop.menu.croissant.id, productName: 'Croissant', grossAmount: 6.5, totalQuantity: 2 },
    ]);
  });

  it('measures the kitchen: paid → accepted and accepted → ready, in whole minutes', async () => {
    t().clock.advance(3 * MINUTE + 20_000);
    await act('accept', first.order.id);
    t().clock.advance(2 * MINUTE);
    await act('preparing', first.order.id, { processingTime: 10 });
    t().clock.advance(9 * MINUTE);
    await act('ready', first.order.id);
    await act('paid-at-store', first.order.id);
    await act('complete', first.order.id);
    const insights = await merchantGet<DashboardInsights>(
      `/api/merchant-dashboard/insights/${DAY}/${shop.merchant.merchantId}`,
    );
    const value = (metric: string) => insights.comparisons.find((row) => row.metric === metric)?.current;
    // 3 min 20 s from paid to accepted, 11 min from accepted to ready.
    expect([value('MEDIAN_ACCEPT_MINUTES'), value('MEDIAN_READY_MINUTES')]).toEqual([3, 11]);
    expect(await salesTotals()).toMatchObject({ TOTAL_ORDERS: 1 });
  });

  it('counts the rating given by the buyer', async () => {
    const rated = await call(
      t(),
      'POST',
      '/api/event/rate',
      { orderId: first.order.id, rating: 5 },
      first.customer.headers,
    );
    expect(rated.statusCode, rated.body).toBe(200);
    const summary = await merchantGet<{ averageRating: number; totalUserRatings: number }>(
      `/api/merchant-dashboard/user-rating/${DAY}/${shop.merchant.merchantId}`,
    );
    expect(summary).toMatchObject({ averageRating: 5, totalUserRatings: 1 });
    const init = totalsOf(
      await merchantGet(`/api/merchant-dashboard/init/${DAY}/${shop.merchant.merchantId}`),
    );
    expect(init).toMatchObject({ TOTAL_ENGAGEMENTS: 1, TOTAL_APP_USERS: 1 });
  });

  it('moves a rejected order out of the sales and into the refunds', async () => {
    const second = await paidOrder();
    expect(await salesTotals()).toMatchObject({ TOTAL_ORDERS: 2, TOTAL_CLIENTS: 2 });
    await act('reject', second.order.id, { rejectMessage: 'Out of croissants' });
    expect(await salesTotals()).toMatchObject({
      TOTAL_ORDERS: 1,
      TOTAL_SALES: first.order.totalAmount,
      TOTAL_CLIENTS: 1,
      TOTAL_NEW_CLIENTS: 1,
    });
    const init = totalsOf(
      await merchantGet(`/api/merchant-dashboard/init/${DAY}/${shop.merchant.merchantId}`),
    );
    // The rejected order's buyer is no app user: no sale of it is left, and it sent no event.
    expect(init).toMatchObject({ TOTAL_REFUNDED_ORDERS: 1, TOTAL_CANCELED_ORDERS: 0, TOTAL_APP_USERS: 1 });
    await expectExactRollups(t());
  });
});
