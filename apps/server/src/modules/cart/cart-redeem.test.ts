import { CART_MESSAGES } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  cartOf,
  createDeal,
  createPromotion,
  newCustomer,
  type PerkShop,
  perkShop,
} from '../../test/cart-promotions-fixtures';
import { createTestApp, injectJson, type TestApp } from '../../test/test-app';

// Punch cards and points in the cart (contract §7 Earn-only entries and redemptions, §8 redeem):
// balances come from real orders the merchant accepted (the loyalty module credits them).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A punch card on lattes (3 punches for 1 cookie) and points on croissants (100 each), two reward items. */
async function loyaltyShop() {
  const shop = await perkShop(t);
  const card = await createPromotion(t, shop, 'punch-card', {
    name: 'Coffee card',
    requiredProductList: [{ id: shop.latte.id }],
    rewardProductList: [{ id: shop.cookie.id }],
    requiredPunches: 3,
    rewardItems: 1,
  });
  const perk = await createPromotion(t, shop, 'point-perk', {
    name: 'Bakery points',
    requiredProductList: [{ id: shop.croissant.id }],
    rewardPoints: 100,
  });
  const muffinReward = await createPromotion(t, shop, 'reward-item', {
    name: 'Muffin reward',
    rewardProductList: [{ id: shop.muffin.id }],
    requiredPoints: 150,
  });
  const bagelReward = await createPromotion(t, shop, 'reward-item', {
    name: 'Bagel reward',
    rewardProductList: [{ id: shop.bagel.id }],
    requiredPoints: 100,
  });
  return { shop, card, perk, muffinReward, bagelReward };
}

/** An order of these lines, paid at the store and accepted by the merchant: punches and points credited. */
async function acceptedOrder(shop: PerkShop, customer: Account, lines: [string, number][]) {
  const cart = cartOf(t, shop, customer);
  for (const [productId, quantity] of lines) await cart.add(productId, quantity);
  const order = await cart.checkout();
  await cart.payAtStore(order.id);
  const url = `/api/orders/${shop.store.id}/accept/${order.id}`;
  const accepted = await injectJson(t.app, 'POST', url, undefined, shop.merchant.headers);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

describe('earn-only entries', () => {
  it('a punch card and a point perk appear applied with what the cart earns, discounting nothing', async () => {
    const { shop, card, perk } = await loyaltyShop();
    const cart = cartOf(t, shop, await newCustomer(t));
    await cart.add(shop.latte.id, 2);
    const priced = await cart.add(shop.croissant.id, 3);
    expect(priced.appliedPromotion).toEqual([
      expect.objectContaining({
        id: card.id,
        type: 'PUNCH_CARD',
        isDiscountNotApplicable: true,
        rewardPunches: 2,
        requiredPunches: 3,
        totalDiscountAmount: 0,
      }),
      expect.objectContaining({
        id: perk.id,
        type: 'POINT_PERK',
        isDiscountNotApplicable: true,
        rewardPoints: 300,
      }),
    ]);
    expect(priced.discountAmount).toBe(0);
  });
});

describe('POST /api/user-cart/redeem', () => {
  it('refuses without enough punches or points, with the promotion named', async () => {
    const { shop, card, muffinReward } = await loyaltyShop();
    const cart = cartOf(t, shop, await newCustomer(t));
    const body = (promotionId: string, productId: string) => ({
      storeId: shop.store.id,
      promotionId,
      redeemProductList: [cart.item(productId)],
    });
    expect(await cart.refused('POST', cart.urls.redeem, body(card.id, shop.cookie.id))).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'INSUFFICIENT_PUNCHES',
        message: 'You have insufficient punches to redeem promotion Coffee card',
      }),
    });
    expect(await cart.refused('POST', cart.urls.redeem, body(muffinReward.id, shop.muffin.id))).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'INSUFFICIENT_POINTS',
        message: 'You have insufficient points to redeem promotion Muffin reward',
      }),
    });
  });

  it("refuses a deal or another merchant's card (PROMOTION_NOT_APPLICABLE) and a product off the reward list (violation)", async () => {
    const { shop, card } = await loyaltyShop();
    const deal = await createDeal(t, shop, { discountPercent: 5 });
    const cart = cartOf(t, shop, await newCustomer(t));
    const notRedeemable = await cart.refused('POST', cart.urls.redeem, {
      storeId: shop.store.id,
      promotionId: deal.id,
      redeemProductList: [cart.item(shop.cookie.id)],
    });
    expect(notRedeemable.body).toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
    // Another merchant's punch card, even for a product of that card's list.
    const other = await loyaltyShop();
    const foreign = await cart.refused('POST', cart.urls.redeem, {
      storeId: shop.store.id,
      promotionId: other.card.id,
      redeemProductList: [cart.item(shop.cookie.id)],
    });
    expect(foreign.body).toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
    const offList = await cart.refused('POST', cart.urls.redeem, {
      storeId: shop.store.id,
      promotionId: card.id,
      redeemProductList: [cart.item(shop.latte.id)],
    });
    expect(offList.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      violations: [
        { field: 'redeemProductList[0].productId', message: CART_MESSAGES.notReward('Latte', 'Coffee card') },
      ],
    });
  });

  it('redeems a cookie with 3 punches earned from accepted orders; 2 cookies would need 6', async () => {
    const { shop, card } = await loyaltyShop();
    const customer = await newCustomer(t);
    await acceptedOrder(shop, customer, [[shop.latte.id, 3]]);
    const cart = cartOf(t, shop, customer);
    await cart.add(shop.croissant.id);
    const tooMany = await cart.refused('POST', cart.urls.redeem, {
      storeId: shop.store.id,
      promotionId: card.id,
      redeemProductList: [cart.item(shop.cookie.id, 2)],
    });
    expect(tooMany.body).toMatchObject({ code: 'INSUFFICIENT_PUNCHES' });

    const redeemed = await cart.redeem(card.id, [{ productId: shop.cookie.id, quantity: 1 }]);
    const line = redeemed.items.find((item) => item.isRedeem);
    expect(line).toMatchObject({
      productId: shop.cookie.id,
      isFreeItem: false,
      appliedPromotionId: card.id,
      totalDiscountAmount: 1.5,
    });
    expect(redeemed.appliedPromotion.find((entry) => entry.isRedeem)).toMatchObject({
      id: card.id,
      type: 'PUNCH_CARD_REDEEM',
      usedPunches: 3,
      timesApplied: 1,
      totalDiscountAmount: 1.5,
    });
    // Normal lines plus redeem lines.
    expect(redeemed.cartItemCount).toBe(2);
    const count = await injectJson(
      t.app,
      'GET',
      `/api/user-cart/${shop.store.id}/cart-item-count`,
      undefined,
      customer.headers,
    );
    expect(count.body).toBe('2');
    expect(redeemed).toMatchObject({ subAmount: 4.75, discountAmount: 1.5 });

    const order = await cart.checkout();
    expect(order.promotions.find((entry) => entry.isRedeem)).toMatchObject({
      type: 'PUNCH_CARD_REDEEM',
      usedPunches: 3,
    });
    expect(order.items.filter((item) => item.isRedeem).map((item) => item.productId)).toEqual([
      shop.cookie.id,
    ]);

    const removed = await cart.dropRedeem(card.id);
    expect(removed.items.some((item) => item.isRedeem)).toBe(false);
  });

  it('reward items share the merchant points: a second redemption counts the first one', async () => {
    const { shop, muffinReward, bagelReward } = await loyaltyShop();
    const customer = await newCustomer(t);
    await acceptedOrder(shop, customer, [[shop.croissant.id, 2]]);
    const cart = cartOf(t, shop, customer);
    const muffin = await cart.redeem(muffinReward.id, [{ productId: shop.muffin.id, quantity: 1 }]);
    expect(muffin.appliedPromotion.find((entry) => entry.isRedeem)).toMatchObject({
      type: 'REWARD_ITEM',
      usedPoints: 150,
      totalDiscountAmount: 2.75,
    });
    // 200 points: 150 are spoken for, the bagel needs 100.
    const bagel = await cart.refused('POST', cart.urls.redeem, {
      storeId: shop.store.id,
      promotionId: bagelReward.id,
      redeemProductList: [cart.item(shop.bagel.id)],
    });
    expect(bagel.body).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    // Replacing the muffin redemption by itself is checked against the whole balance again.
    const again = await cart.redeem(muffinReward.id, [{ productId: shop.muffin.id, quantity: 1 }]);
    expect(again.items.filter((item) => item.isRedeem)).toHaveLength(1);
  });
});
