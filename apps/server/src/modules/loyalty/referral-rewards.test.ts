import { globalPointHistoryPageSchema, globalPointSummarySchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { type LoyaltyKit, startLoyalty } from '../../test/loyalty-kit';
import type { Account } from '../../test/order-harness';
import { referralShare } from './referral-rewards';

// Contract §10 Referral and Registration reward: when an order completes, the buyer's referrers
// up to three levels get 10 % / 1 % / 0.1 % of its earnedGlobalPoints; a referred customer's first
// completed order pays the registration rewards once. Canceled and rejected orders pay nothing.

describe('referral and registration rewards', () => {
  let k: LoyaltyKit;
  beforeAll(async () => {
    k = await startLoyalty();
  });
  afterAll(() => k.close());

  const rewards = async (customer: Account) => {
    const page = globalPointHistoryPageSchema.parse(
      (await k.get('/api/user-points/history/global?pageSize=100', customer.headers)).json(),
    );
    return page.content
      .filter((row) => row.historyType === 'REFERRAL_REWARD' || row.historyType === 'REGISTRATION_REWARD')
      .map((row) => [row.historyType, row.globalPoints, row.level, row.orderId])
      .reverse();
  };

  it('shares in integers: 11,380 gives 1,138 / 113 / 11', () => {
    expect([10, 1, 0.1].map((percent) => referralShare(11380, percent))).toEqual([1138, 113, 11]);
  });

  it('rewards three levels of referrers on complete, and the registration once', async () => {
    const shop = await k.shop();
    const top = await k.customer(); // four levels up: nothing
    const level3 = await k.customer(top);
    const level2 = await k.customer(level3);
    const level1 = await k.customer(level2);
    const buyer = await k.customer(level1);

    const order = await k.paidOrder(shop, buyer, { croissants: 1, earnedGlobalPoints: 11380 });
    await k.act(shop, 'accept', order.id);
    expect(await rewards(level1)).toEqual([]);
    await k.act(shop, 'preparing', order.id, { processingTime: 5 });
    await k.act(shop, 'ready', order.id);
    await k.act(shop, 'complete', order.id);

    expect(await rewards(level1)).toEqual([
      ['REFERRAL_REWARD', 1138, 1, order.id],
      ['REGISTRATION_REWARD', 5000, null, null],
    ]);
    expect(await rewards(level2)).toEqual([['REFERRAL_REWARD', 113, 2, order.id]]);
    expect(await rewards(level3)).toEqual([['REFERRAL_REWARD', 11, 3, order.id]]);
    expect(await rewards(top)).toEqual([]);
    expect(await rewards(buyer)).toEqual([['REGISTRATION_REWARD', 5000, null, null]]);
    expect(await k.global(buyer)).toBe(11380 + 5000);
    const [flag] = await k.t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(flag?.receivedRegistrationReward).toBe(true);

    const summary = globalPointSummarySchema.parse(
      (await k.get('/api/user-points/history/global/summary', level2.headers)).json(),
    );
    expect(summary.transactionReferralReward).toEqual([
      { level: 1, globalPoints: 0 },
      { level: 2, globalPoints: 113 },
      { level: 3, globalPoints: 0 },
    ]);

    // A second completed order pays the referrers again, the registration never again.
    const again = await k.paidOrder(shop, buyer, { croissants: 1, earnedGlobalPoints: 1000 });
    await k.complete(shop, again.id);
    expect(await rewards(level1)).toEqual([
      ['REFERRAL_REWARD', 1138, 1, order.id],
      ['REGISTRATION_REWARD', 5000, null, null],
      ['REFERRAL_REWARD', 100, 1, again.id],
    ]);
    expect(await rewards(buyer)).toEqual([['REGISTRATION_REWARD', 5000, null, null]]);
    for (const customer of [buyer, level1, level2, level3]) await k.expectLedgersAddUp(customer);
  });

  it('pays nothing for rejected and canceled orders', async () => {
    const shop = await k.shop();
    const referrer = await k.customer();
    const buyer = await k.customer(referrer);
    const rejected = await k.paidOrder(shop, buyer, { croissants: 1, earnedGlobalPoints: 5000 });
    await k.act(shop, 'reject', rejected.id, { rejectMessage: 'Closed' });
    const canceled = await k.paidOrder(shop, buyer, { croissants: 1, earnedGlobalPoints: 5000 });
    await k.act(shop, 'accept', canceled.id);
    await k.act(shop, 'cancel', canceled.id, { rejectMessage: 'Closed' });
    expect(await rewards(referrer)).toEqual([]);
    expect(await rewards(buyer)).toEqual([]);
    expect(await k.global(referrer)).toBe(0);
    expect(await k.global(buyer)).toBe(0);
    const [flag] = await k.t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(flag?.receivedRegistrationReward).toBe(false);
  });
});
