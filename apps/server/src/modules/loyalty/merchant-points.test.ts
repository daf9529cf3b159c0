import { merchantPointHistoryEntrySchema, merchantPointsSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantPayoutRequests, promotions } from '../../db/schema/index';
import { type LoyaltyKit, startLoyalty } from '../../test/loyalty-kit';
import { expectRefusal } from '../../test/order-harness';
import { promotionStock } from './promotion-stock';

// What complete settles (contract §9 Merchant actions, §10 Merchant global points): the merchant
// gains the global points spent on the order and redeems them in blocks of 10,000; a promotion's
// limitedStock goes down by its uses, never on reject or cancel.

describe('merchant points and stock at complete', () => {
  let k: LoyaltyKit;
  beforeAll(async () => {
    k = await startLoyalty();
  });
  afterAll(() => k.close());

  const balance = async (headers: Record<string, string>) => {
    const response = await k.get('/api/merchant-points', headers);
    expect(response.statusCode, response.body).toBe(200);
    return merchantPointsSchema.parse(response.json());
  };

  it('credits globalPointsUsed when the order completes, not before and not for a rejected order', async () => {
    const shop = await k.shop();
    const customer = await k.customer();
    await k.grantGlobal(customer, 50000);
    const spend = (giftCards: number, globalPoints: number) =>
      k.paidOrder(shop, customer, { croissants: 0, giftCards, globalPoints });

    const rejected = await spend(1, 10000);
    await k.act(shop, 'reject', rejected.id, { rejectMessage: 'No gift cards today' });
    const completed = await spend(3, 30000);
    await k.act(shop, 'accept', completed.id);
    expect(await balance(shop.merchant.headers)).toEqual({
      redeemablePoints: 0,
      redeemedPoints: 0,
      redeemableAmount: 0,
    });
    await k.act(shop, 'preparing', completed.id, { processingTime: 5 });
    await k.act(shop, 'ready', completed.id);
    expect((await balance(shop.merchant.headers)).redeemablePoints).toBe(0);
    await k.act(shop, 'complete', completed.id);
    const second = await spend(1, 10000);
    await k.complete(shop, second.id);
    expect(await balance(shop.merchant.headers)).toEqual({
      redeemablePoints: 40000,
      redeemedPoints: 0,
      redeemableAmount: 40,
    });
    // Another merchant sees only its own.
    const other = await k.shop();
    expect(await balance(other.merchant.headers)).toEqual({
      redeemablePoints: 0,
      redeemedPoints: 0,
      redeemableAmount: 0,
    });
    expect((await k.get('/api/merchant-points', customer.headers)).statusCode).toBe(403);
  });

  it('redeems in multiples of 10,000 within the redeemable points and records a payout request', async () => {
    const shop = await k.shop();
    const customer = await k.customer();
    await k.grantGlobal(customer, 30000);
    const order = await k.paidOrder(shop, customer, { croissants: 0, giftCards: 3, globalPoints: 30000 });
    await k.complete(shop, order.id);
    const redeem = (globalPoints: unknown) =>
      k.post('/api/merchant-points/redeem', { globalPoints }, shop.merchant.headers);

    for (const amount of [5000, 0, -10000, 15000])
      await expectRefusal(
        await redeem(amount),
        400,
        'MERCHANT_POINTS_INVALID_AMOUNT',
        'Redeemed global points must be a multiple of 10,000.',
      );
    await expectRefusal(
      await redeem(40000),
      400,
      'MERCHANT_POINTS_INSUFFICIENT',
      'Not enough redeemable global points.',
    );
    const answer = await redeem(20000);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ redeemablePoints: 10000, redeemedPoints: 20000, redeemableAmount: 10 });
    await expectRefusal(await redeem(20000), 400, 'MERCHANT_POINTS_INSUFFICIENT');

    const history = merchantPointHistoryEntrySchema
      .array()
      .parse((await k.get('/api/merchant-points/history', shop.merchant.headers)).json());
    expect(
      history.map((row) => [row.historyType, row.points, row.pointBefore, row.pointAfter, row.orderId]),
    ).toEqual([
      ['ADDED', 30000, 0, 30000, order.id],
      ['REDEEMED', 20000, 30000, 10000, null],
    ]);
    const payouts = await k.t.db
      .select()
      .from(merchantPayoutRequests)
      .where(eq(merchantPayoutRequests.merchantId, shop.merchant.merchantId!));
    expect(payouts).toMatchObject([{ points: 20000, amountCents: 2000, status: 'REQUESTED' }]);
  });

  it('takes limitedStock down by the promotion’s uses at complete, never at reject or cancel', async () => {
    const shop = await k.shop();
    const dealId = await k.perk(shop, 'deal', { name: 'Ten off', discountPercent: 10, limitedStock: 5 });
    const stock = async () =>
      (await k.t.db.select().from(promotions).where(eq(promotions.id, dealId)))[0]?.limitedStock;
    const customer = await k.customer();

    const rejected = await k.paidOrder(shop, customer, { croissants: 2 });
    expect(rejected.promotions).toMatchObject([{ id: dealId, type: 'DEAL', timesApplied: 1 }]);
    await k.act(shop, 'reject', rejected.id, { rejectMessage: 'Busy' });
    const canceled = await k.paidOrder(shop, customer, { croissants: 2 });
    await k.act(shop, 'accept', canceled.id);
    await k.act(shop, 'cancel', canceled.id, { rejectMessage: 'Busy' });
    const dropped = await k.checkout(shop, customer, { croissants: 2 });
    await k.confirm(customer, dropped.id);
    await k.post(`/api/orders/${dropped.id}/cancel`, undefined, customer.headers);
    expect(await stock()).toBe(5);

    const completed = await k.paidOrder(shop, customer, { croissants: 2 });
    await k.complete(shop, completed.id);
    expect(await stock()).toBe(4);
  });

  it('never takes limitedStock below zero, and leaves a promotion without a stock alone', async () => {
    const shop = await k.shop();
    const limited = await k.perk(shop, 'deal', { name: 'Last one', discountPercent: 10, limitedStock: 1 });
    const unlimited = await k.perk(shop, 'deal', { name: 'Always', discountPercent: 5 });
    await k.t.db.transaction(async (tx) => {
      await promotionStock.consume(tx, limited, 3);
      await promotionStock.consume(tx, unlimited, 3);
    });
    const rows = await k.t.db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantId, shop.merchant.merchantId!));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.limitedStock]))).toEqual({
      [limited]: 0,
      [unlimited]: null,
    });
  });
});
