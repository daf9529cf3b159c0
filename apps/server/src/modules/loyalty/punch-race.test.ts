import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoyaltyKit, startLoyalty } from '../../test/loyalty-kit';

// Contract §9 Concurrency: two orders spending the same punches confirmed at once — one wins, the
// other gets INSUFFICIENT_PUNCHES, and the card never goes below zero. On PostgreSQL (set
// TEST_DATABASE_URL) the two confirms run on two connections and really overlap.

describe('concurrent confirms spending the same balance', () => {
  let k: LoyaltyKit;
  beforeAll(async () => {
    k = await startLoyalty();
  });
  afterAll(() => k.close());

  it('lets exactly one of two orders spending the same punches through', async () => {
    const shop = await k.twoStoreShop();
    const second = k.atSecondStore(shop);
    const card = await k.perk(shop, 'punch-card', {
      name: 'Coffee card',
      stores: [shop.store.id, shop.store2.id],
      requiredProductList: [{ id: shop.menu.croissant.id }],
      rewardProductList: [{ id: shop.menu.latte.id }],
      requiredPunches: 5,
      rewardItems: 1,
    });
    const customer = await k.customer();
    const earner = await k.paidOrder(shop, customer, { croissants: 5 });
    await k.act(shop, 'accept', earner.id);

    for (let round = 0; round < 3; round++) {
      // Both carts may hold the redemption: the balance covers each of them alone.
      const a = await k.checkout(shop, customer, {
        croissants: 0,
        redeem: { promotionId: card, quantity: 1 },
      });
      const b = await k.checkout(second, customer, {
        croissants: 0,
        redeem: { promotionId: card, quantity: 1 },
      });
      const answers = await Promise.all([k.confirmRaw(customer, a.id), k.confirmRaw(customer, b.id)]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400)!;
      expect(refused.json()).toMatchObject({
        code: 'INSUFFICIENT_PUNCHES',
        message: 'Not enough Punches to redeem requested Products.',
      });
      expect(await k.punches(customer, card)).toBe(0);
      await k.expectLedgersAddUp(customer);
      // The winner is canceled: its punches come back for the next round.
      const winner = answers[0]!.statusCode === 200 ? a : b;
      const canceled = await k.post(`/api/orders/${winner.id}/cancel`, undefined, customer.headers);
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(await k.punches(customer, card)).toBe(5);
    }
  });

  it('lets exactly one of two orders spending the same global points through', async () => {
    const shop = await k.twoStoreShop();
    const second = k.atSecondStore(shop);
    const customer = await k.customer();
    await k.grantGlobal(customer, 10000);
    for (let round = 0; round < 3; round++) {
      // $10 of gift cards paid with 10,000 points: a zero total, PAID at confirm.
      const a = await k.checkout(shop, customer, { croissants: 0, giftCards: 1, globalPoints: 10000 });
      const b = await k.checkout(second, customer, { croissants: 0, giftCards: 1, globalPoints: 10000 });
      const answers = await Promise.all([k.confirmRaw(customer, a.id), k.confirmRaw(customer, b.id)]);
      expect(
        answers.map((answer) => answer.statusCode).sort(),
        answers.map((x) => x.body).join('\n'),
      ).toEqual([200, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({
        code: 'GLOBAL_POINTS_INSUFFICIENT',
      });
      expect(await k.global(customer)).toBe(0);
      await k.expectLedgersAddUp(customer);
      const winner = answers[0]!.statusCode === 200 ? a : b;
      const where = winner === a ? shop : second;
      await k.act(where, 'reject', winner.id, { rejectMessage: 'Try again' });
      expect(await k.global(customer)).toBe(10000);
    }
  });
});
