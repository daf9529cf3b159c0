import { pointHistoryEntrySchema, userPointsSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoyaltyKit, startLoyalty } from '../../test/loyalty-kit';
import { expectRefusal } from '../../test/order-harness';

// Customer points per merchant (contract §10): point perks credit at accept and are reverted at
// reject and cancel; reward items reserve points at confirm and give them back on cancel.

describe('customer points per merchant', () => {
  let k: LoyaltyKit;
  beforeAll(async () => {
    k = await startLoyalty();
  });
  afterAll(() => k.close());

  const history = async (headers: Record<string, string>, merchantId: string) => {
    const response = await k.get(`/api/user-points/history/${merchantId}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return pointHistoryEntrySchema.array().parse(response.json());
  };

  it('credits a point perk at accept and takes it back when the merchant cancels', async () => {
    const shop = await k.shop();
    const merchantId = shop.merchant.merchantId!;
    const perk = await k.pointPerk(shop, 100);
    const customer = await k.customer();

    const order = await k.paidOrder(shop, customer, { croissants: 3 });
    expect(order.promotions).toMatchObject([{ id: perk, type: 'POINT_PERK', rewardPoints: 300 }]);
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(0);
    await k.act(shop, 'accept', order.id);
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(300);

    const response = await k.get('/api/user-points', customer.headers);
    expect(userPointsSchema.array().parse(response.json())).toEqual([
      { id: expect.any(String), merchantId, point: 300 },
      // floor(10 × $9.75) global points, credited at the same accept.
      { id: expect.any(String), merchantId: null, point: 97 },
    ]);

    await k.act(shop, 'cancel', order.id, { rejectMessage: 'Oven broke' });
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(0);
    expect(await history(customer.headers, merchantId)).toMatchObject([
      { orderId: order.id, historyType: 'ADDED', points: 300, pointBefore: 0, pointAfter: 300 },
      { orderId: order.id, historyType: 'REVERTED', points: 300, pointBefore: 300, pointAfter: 0 },
    ]);
    // Another customer reads only its own points there.
    const stranger = await k.customer();
    expect(await history(stranger.headers, merchantId)).toEqual([]);
    expect((await k.get('/api/user-points', stranger.headers)).json()).toEqual([
      { id: expect.any(String), merchantId: null, point: 0 },
    ]);
    await k.expectLedgersAddUp(customer);
  });

  it('reserves reward item points at confirm and gives them back on cancel', async () => {
    const shop = await k.shop();
    const merchantId = shop.merchant.merchantId!;
    await k.pointPerk(shop, 100);
    const reward = await k.rewardItem(shop, 250);
    const customer = await k.customer();
    const earner = await k.paidOrder(shop, customer, { croissants: 6 });
    await k.act(shop, 'accept', earner.id);

    const order = await k.checkout(shop, customer, {
      croissants: 0,
      redeem: { promotionId: reward, quantity: 2 },
    });
    expect(order.promotions).toMatchObject([{ id: reward, type: 'REWARD_ITEM', usedPoints: 500 }]);
    await k.confirm(customer, order.id);
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(100);
    await k.post(`/api/orders/${order.id}/cancel`, undefined, customer.headers);
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(600);
    expect(
      (await history(customer.headers, merchantId)).map((row) => [row.historyType, row.pointAfter]),
    ).toEqual([
      ['ADDED', 600],
      ['USED', 100],
      ['REVERTED', 600],
    ]);
    await k.expectLedgersAddUp(customer);
  });

  it('refuses a confirm when another order took the points first (INSUFFICIENT_POINTS)', async () => {
    const shop = await k.twoStoreShop();
    const second = k.atSecondStore(shop);
    const merchantId = shop.merchant.merchantId!;
    const stores = [shop.store.id, shop.store2.id];
    await k.perk(shop, 'point-perk', {
      name: 'Points on pastries',
      stores,
      requiredProductList: [{ id: shop.menu.croissant.id }],
      rewardPoints: 100,
    });
    const reward = await k.rewardItem(shop, 300, { stores });
    const customer = await k.customer();
    const earner = await k.paidOrder(shop, customer, { croissants: 4 });
    await k.act(shop, 'accept', earner.id);

    const a = await k.checkout(shop, customer, {
      croissants: 0,
      redeem: { promotionId: reward, quantity: 1 },
    });
    const b = await k.checkout(second, customer, {
      croissants: 0,
      redeem: { promotionId: reward, quantity: 1 },
    });
    await k.confirm(customer, a.id);
    await expectRefusal(
      await k.confirmRaw(customer, b.id),
      400,
      'INSUFFICIENT_POINTS',
      'Not enough Points to redeem requested Products!',
    );
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(100);
    await k.expectLedgersAddUp(customer);
  });

  it('takes back a reverted credit only as far as the balance goes (never below zero)', async () => {
    const shop = await k.shop();
    const merchantId = shop.merchant.merchantId!;
    await k.pointPerk(shop, 100);
    const reward = await k.rewardItem(shop, 200);
    const customer = await k.customer();
    const earner = await k.paidOrder(shop, customer, { croissants: 3 });
    await k.act(shop, 'accept', earner.id);
    await k.paidOrder(shop, customer, { croissants: 0, redeem: { promotionId: reward, quantity: 1 } });
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(100);

    await k.act(shop, 'cancel', earner.id, { rejectMessage: 'Mistake' });
    expect(await k.merchantPointsOf(customer, merchantId)).toBe(0);
    expect((await history(customer.headers, merchantId)).at(-1)).toMatchObject({
      historyType: 'REVERTED',
      points: 100,
      pointBefore: 100,
      pointAfter: 0,
    });
    await k.expectLedgersAddUp(customer);
  });
});
