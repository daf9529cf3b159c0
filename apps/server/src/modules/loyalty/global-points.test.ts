import {
  globalPointHistoryPageSchema,
  globalPointSummarySchema,
  pointsConfigSchema,
} from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoyaltyKit, startLoyalty } from '../../test/loyalty-kit';
import { expectRefusal } from '../../test/order-harness';

// Global points (contract §7, §10): earned at accept, spent at checkout and reserved at confirm,
// given back on cancel and reject; history newest first; the summary and the config.

describe('global points', () => {
  let k: LoyaltyKit;
  beforeAll(async () => {
    k = await startLoyalty();
  });
  afterAll(() => k.close());

  const page = async (headers: Record<string, string>, query = '') => {
    const response = await k.get(`/api/user-points/history/global${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return globalPointHistoryPageSchema.parse(response.json());
  };

  it('credits earnedGlobalPoints at accept and takes them back at reject', async () => {
    const shop = await k.shop();
    const customer = await k.customer();
    const order = await k.paidOrder(shop, customer, { croissants: 4 }); // N = $13.00 → 130 points
    expect(order.earnedGlobalPoints).toBe(130);
    await k.act(shop, 'accept', order.id);
    expect((await k.get('/api/user-points/global', customer.headers)).json()).toBe(130);
    const rejected = await k.paidOrder(shop, customer, { croissants: 1 });
    await k.act(shop, 'reject', rejected.id, { rejectMessage: 'Too busy' });
    await k.act(shop, 'cancel', order.id, { rejectMessage: 'Too busy' });
    expect(await k.global(customer)).toBe(0);
    const history = await page(customer.headers);
    expect(history.content.map((row) => [row.historyType, row.globalPoints, row.pointAfter])).toEqual([
      ['REVERTED', 130, 0],
      ['ADDED', 130, 130],
    ]);
    await k.expectLedgersAddUp(customer);
  });

  it('spends points checked at checkout with the real balance, reserves them at confirm, refunds them on cancel', async () => {
    const shop = await k.shop();
    const customer = await k.customer();
    await expectRefusal(
      await k.post('/api/orders/checkout', { storeId: shop.store.id, globalPoints: 10000 }, customer.headers),
      400,
      'CART_EMPTY',
    );
    await k.grantGlobal(customer, 25000);
    const order = await k.checkout(shop, customer, { croissants: 0, giftCards: 2, globalPoints: 20000 });
    expect(order).toMatchObject({ globalPointsUsed: 20000, totalAmount: 0 });
    expect(await k.global(customer)).toBe(25000);
    const paid = await k.confirm(customer, order.id); // zero total: straight to PAID
    expect(paid.status).toBe('PAID');
    expect(await k.global(customer)).toBe(5000);

    // A second order cannot spend what is reserved.
    const second = await k.post(
      '/api/orders/checkout',
      { storeId: shop.store.id, globalPoints: 10000 },
      customer.headers,
    );
    expect(second.statusCode).toBe(400); // the cart was emptied by the paid order
    await k.act(shop, 'reject', order.id, { rejectMessage: 'Closed' });
    expect(await k.global(customer)).toBe(25000);

    const summary = globalPointSummarySchema.parse(
      (await k.get('/api/user-points/history/global/summary', customer.headers)).json(),
    );
    expect(summary).toEqual({
      availablePoints: 25000,
      redeemedPoints: 0,
      transactionReferralReward: [
        { level: 1, globalPoints: 0 },
        { level: 2, globalPoints: 0 },
        { level: 3, globalPoints: 0 },
      ],
    });
    await k.expectLedgersAddUp(customer);
  });

  it('refuses a confirm whose points were spent meanwhile (GLOBAL_POINTS_INSUFFICIENT) and keeps the order', async () => {
    const shop = await k.shop();
    const otherShop = await k.shop();
    const customer = await k.customer();
    await k.grantGlobal(customer, 10000);
    const first = await k.checkout(shop, customer, { croissants: 0, giftCards: 1, globalPoints: 10000 });
    const second = await k.checkout(otherShop, customer, {
      croissants: 0,
      giftCards: 1,
      globalPoints: 10000,
    });
    await k.confirm(customer, first.id);
    await expectRefusal(
      await k.confirmRaw(customer, second.id),
      400,
      'GLOBAL_POINTS_INSUFFICIENT',
      'User does not have enough Global Points!',
    );
    expect(await k.global(customer)).toBe(0);
    const summary = (await k.get('/api/user-points/history/global/summary', customer.headers)).json();
    expect(summary).toMatchObject({ availablePoints: 0, redeemedPoints: 10000 });
    await k.expectLedgersAddUp(customer);
  });

  it('pages the history newest first', async () => {
    const customer = await k.customer();
    for (const points of [100, 200, 300]) await k.grantGlobal(customer, points);
    const first = await page(customer.headers, '?pageNumber=0&pageSize=2');
    expect(first).toMatchObject({ totalElements: 3, pageNumber: 0, pageSize: 2 });
    expect(first.content.map((row) => row.pointAfter)).toEqual([600, 300]);
    expect(
      (await page(customer.headers, '?pageNumber=1&pageSize=2')).content.map((row) => row.pointAfter),
    ).toEqual([100]);
    expect((await k.get('/api/user-points/history/global?pageSize=101', customer.headers)).statusCode).toBe(
      400,
    );
  });

  it('answers the config to any signed-in user', async () => {
    const shop = await k.shop();
    const response = await k.get('/api/user-points/config', shop.merchant.headers);
    expect(pointsConfigSchema.parse(response.json())).toEqual({
      pointPerDollar: 10,
      pointsPerDollarValue: 1000,
      redeemBlock: 10000,
      customerPercentOnOrder: 100,
      referrerRegistrationReward: 5000,
      newCustomerRegistrationReward: 5000,
      minimumOrdersReceiveRegistrationReward: 1,
      transactionReferralRewardPercentage: [10, 1, 0.1],
      highestReferralLevel: 3,
    });
    expect((await k.get('/api/user-points/global', shop.merchant.headers)).statusCode).toBe(403);
  });
});
