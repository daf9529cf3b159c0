import { punchCardSchema, punchHistoryEntrySchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoyaltyKit, startLoyalty } from '../../test/loyalty-kit';
import { expectRefusal } from '../../test/order-harness';

// Punch cards (contract §10): earned per eligible unit at accept, reverted at reject and merchant
// cancel, reserved at confirm and released at customer cancel; the card routes. Croissants earn,
// a latte is the reward.

describe('punch cards', () => {
  let k: LoyaltyKit;
  beforeAll(async () => {
    k = await startLoyalty();
  });
  afterAll(() => k.close());

  const cards = async (headers: Record<string, string>, query = '') => {
    const response = await k.get(`/api/user-punch-cards${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return punchCardSchema.array().parse(response.json());
  };
  const history = async (headers: Record<string, string>, cardId: string) => {
    const response = await k.get(`/api/user-punch-cards/history/${cardId}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return punchHistoryEntrySchema.array().parse(response.json());
  };

  it('earns one punch per eligible unit at accept; the card turns REDEEMABLE at its requirement', async () => {
    const shop = await k.shop();
    const card = await k.punchCard(shop, 5);
    const customer = await k.customer();

    const first = await k.paidOrder(shop, customer, { croissants: 3 });
    expect(first.promotions).toMatchObject([{ id: card, type: 'PUNCH_CARD', rewardPunches: 3 }]);
    expect(await k.punches(customer, card)).toBe(0);
    await k.act(shop, 'accept', first.id);
    let [mine] = await cards(customer.headers);
    expect(mine).toMatchObject({
      promotionId: card,
      promotionName: 'Coffee card',
      merchantId: shop.merchant.merchantId,
      punches: 3,
      requiredPunches: 5,
      status: 'ACTIVE',
    });

    const second = await k.paidOrder(shop, customer, { croissants: 2 });
    await k.act(shop, 'accept', second.id);
    [mine] = await cards(customer.headers);
    expect(mine).toMatchObject({ punches: 5, status: 'REDEEMABLE' });

    const single = await k.get(`/api/user-punch-cards/${mine!.id}`, customer.headers);
    expect(single.json()).toEqual(mine);
    expect(await history(customer.headers, mine!.id)).toMatchObject([
      {
        orderId: first.id,
        historyType: 'EARNED',
        punchesBefore: 0,
        punchesAfter: 3,
        userPunchCardId: mine!.id,
      },
      { orderId: second.id, historyType: 'EARNED', punchesBefore: 3, punchesAfter: 5 },
    ]);
    // Accepting is once: a second accept is refused and credits nothing.
    await expectRefusal(
      await k.post(`/api/orders/${shop.store.id}/accept/${second.id}`, undefined, shop.merchant.headers),
      400,
      'INVALID_STATUS',
    );
    expect(await k.punches(customer, card)).toBe(5);
    await k.expectLedgersAddUp(customer);
  });

  it('reverts earned punches when the merchant cancels; a rejected new order earned nothing', async () => {
    const shop = await k.shop();
    const card = await k.punchCard(shop);
    const customer = await k.customer();

    const kept = await k.paidOrder(shop, customer, { croissants: 2 });
    await k.act(shop, 'accept', kept.id);
    const canceled = await k.paidOrder(shop, customer, { croissants: 4 });
    await k.act(shop, 'accept', canceled.id);
    expect(await k.punches(customer, card)).toBe(6);
    await k.act(shop, 'cancel', canceled.id, { rejectMessage: 'Out of butter' });
    expect(await k.punches(customer, card)).toBe(2);

    const rejected = await k.paidOrder(shop, customer, { croissants: 1 });
    await k.act(shop, 'reject', rejected.id, { rejectMessage: 'Closing early' });
    expect(await k.punches(customer, card)).toBe(2);

    const [mine] = await cards(customer.headers);
    const rows = await history(customer.headers, mine!.id);
    expect(rows.map((row) => [row.historyType, row.orderId, row.punchesAfter])).toEqual([
      ['EARNED', kept.id, 2],
      ['EARNED', canceled.id, 6],
      ['REVERTED', canceled.id, 2],
    ]);
    await k.expectLedgersAddUp(customer);
  });

  it('reserves redeemed punches at confirm and gives them back at customer cancel and at reject', async () => {
    const shop = await k.shop();
    const card = await k.punchCard(shop, 3);
    const customer = await k.customer();
    const earner = await k.paidOrder(shop, customer, { croissants: 7 });
    await k.act(shop, 'accept', earner.id);

    // Two lattes cost ceil(2 / 1) × 3 = 6 punches (spec 2 §4).
    const order = await k.checkout(shop, customer, {
      croissants: 0,
      redeem: { promotionId: card, quantity: 2 },
    });
    expect(order.promotions).toMatchObject([{ id: card, type: 'PUNCH_CARD_REDEEM', usedPunches: 6 }]);
    expect(await k.punches(customer, card)).toBe(7);
    await k.confirm(customer, order.id);
    expect(await k.punches(customer, card)).toBe(1);
    // Confirming again while CONFIRMED keeps the one reservation.
    await k.confirm(customer, order.id);
    expect(await k.punches(customer, card)).toBe(1);
    const canceled = await k.post(`/api/orders/${order.id}/cancel`, undefined, customer.headers);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await k.punches(customer, card)).toBe(7);

    const paid = await k.paidOrder(shop, customer, {
      croissants: 0,
      redeem: { promotionId: card, quantity: 1 },
    });
    expect(await k.punches(customer, card)).toBe(4);
    await k.act(shop, 'reject', paid.id, { rejectMessage: 'Sold out' });
    expect(await k.punches(customer, card)).toBe(7);
    const [mine] = await cards(customer.headers);
    expect(
      (await history(customer.headers, mine!.id)).map((row) => [row.historyType, row.punchesAfter]),
    ).toEqual([
      ['EARNED', 7],
      ['REDEEMED', 1],
      ['REVERTED', 7],
      ['REDEEMED', 4],
      ['REVERTED', 7],
    ]);
    await k.expectLedgersAddUp(customer);
  });

  it('a new checkout that replaces a confirmed order gives its punches back', async () => {
    const shop = await k.shop();
    const card = await k.punchCard(shop, 3);
    const customer = await k.customer();
    const earner = await k.paidOrder(shop, customer, { croissants: 3 });
    await k.act(shop, 'accept', earner.id);
    const first = await k.checkout(shop, customer, {
      croissants: 0,
      redeem: { promotionId: card, quantity: 1 },
    });
    await k.confirm(customer, first.id);
    expect(await k.punches(customer, card)).toBe(0);
    await k.checkout(shop, customer, { croissants: 1 });
    expect(await k.punches(customer, card)).toBe(3);
  });

  it('gives the punches back when the re-check at paid cancels the order (ITEM_UNAVAILABLE)', async () => {
    const shop = await k.shop();
    const card = await k.punchCard(shop, 3);
    const customer = await k.customer();
    const earner = await k.paidOrder(shop, customer, { croissants: 3 });
    await k.act(shop, 'accept', earner.id);
    const order = await k.checkout(shop, customer, {
      croissants: 0,
      redeem: { promotionId: card, quantity: 1 },
    });
    const confirmed = await k.confirm(customer, order.id);
    expect(await k.punches(customer, card)).toBe(0);
    await k.p.pay(confirmed.clientSecret ?? '', customer.headers);
    const off = await k.t.app.inject({
      method: 'PUT',
      url: `/api/addons/status/${shop.menu.oat.id}`,
      headers: { ...shop.merchant.headers, 'content-type': 'application/json' },
      payload: JSON.stringify('INACTIVE'),
    });
    expect(off.statusCode, off.body).toBe(200);
    await expectRefusal(
      await k.post(`/api/orders/${order.id}/paid`, undefined, customer.headers),
      400,
      'ITEM_UNAVAILABLE',
    );
    expect(await k.punches(customer, card)).toBe(3);
    await k.expectLedgersAddUp(customer);
  });

  it('lists a store’s cards and hides other customers’ cards', async () => {
    const shop = await k.shop();
    const otherShop = await k.shop();
    const card = await k.punchCard(shop);
    const elsewhere = await k.punchCard(otherShop);
    const customer = await k.customer();
    for (const where of [shop, otherShop]) {
      const order = await k.paidOrder(where, customer, { croissants: 1 });
      await k.act(where, 'accept', order.id);
    }
    const mine = await cards(customer.headers);
    expect(mine.map((row) => row.promotionId).sort()).toEqual([card, elsewhere].sort());
    expect(
      (await cards(customer.headers, `?storeId=${shop.store.id}`)).map((row) => row.promotionId),
    ).toEqual([card]);

    const stranger = await k.customer();
    expect((await k.get(`/api/user-punch-cards/${mine[0]!.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await k.get(`/api/user-punch-cards/history/${mine[0]!.id}`, stranger.headers)).statusCode).toBe(
      404,
    );
    expect(await cards(stranger.headers)).toEqual([]);
    expect((await k.get('/api/user-punch-cards', shop.merchant.headers)).statusCode).toBe(403);
  });
});
