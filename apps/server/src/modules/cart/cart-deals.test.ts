import { CART_MESSAGES } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedEntry,
  cartOf,
  createDeal,
  expectCartAddsUp,
  newCustomer,
  perkShop,
} from '../../test/cart-promotions-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every deal subtype in a real cart (contract §7 Deal maths), with exact amounts. Products are
// tax-exempt, so total = subAmount − discountAmount + serviceFee (0.50 below a $5 net).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh shop (promotions are the merchant's, so each scenario has its own) and a customer's cart. */
async function shopAndCart() {
  const shop = await perkShop(t);
  return { shop, cart: cartOf(t, shop, await newCustomer(t)) };
}

const lineOf = (cart: { items: { productId: string; isFreeItem: boolean }[] }, productId: string) =>
  cart.items.find((line) => line.productId === productId && !line.isFreeItem) as never as {
    id: string;
    totalDiscountAmount: number;
    appliedPromotionId: string | null;
  };

describe('cart-level deals', () => {
  it('CART_F: suggested from its highlight amount ("Add $4.50 more"), then $5 off spread over the lines', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, { discountAmount: 5, requiredAmount: 20, highlightAmount: 15 });
    await cart.add(shop.latte.id, 2);
    const short = await cart.add(shop.croissant.id, 2);
    expect(short.appliedPromotion).toEqual([]);
    expect(short.suggestedPromotion).toEqual([
      expect.objectContaining({
        id: deal.id,
        dealType: 'DEAL_DISCOUNT_CART_F',
        conditions: ['Add $4.50 more'],
      }),
    ]);
    expect(short.discountAmount).toBe(0);

    const priced = await cart.add(shop.muffin.id, 2);
    expect(priced.suggestedPromotion).toEqual([]);
    expect(appliedEntry(priced, deal.id)).toMatchObject({
      dealType: 'DEAL_DISCOUNT_CART_F',
      timesApplied: 1,
      totalDiscountAmount: 5,
      isCoupon: false,
    });
    // 500 over 900/650/550: 214, 154, 130 and the 2 leftover cents to the largest remainders.
    expect(lineOf(priced, shop.latte.id).totalDiscountAmount).toBe(2.14);
    expect(lineOf(priced, shop.croissant.id).totalDiscountAmount).toBe(1.55);
    expect(lineOf(priced, shop.muffin.id).totalDiscountAmount).toBe(1.31);
    expect(priced).toMatchObject({ subAmount: 21, discountAmount: 5, serviceFee: 0, totalAmount: 16 });
    expectCartAddsUp(priced);
  });

  it('CART_P: 10% of each line, rounded half up per line', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, { discountPercent: 10 });
    await cart.add(shop.latte.id);
    const priced = await cart.add(shop.croissant.id);
    expect(appliedEntry(priced, deal.id)).toMatchObject({
      dealType: 'DEAL_DISCOUNT_CART_P',
      totalDiscountAmount: 0.78,
    });
    expect(lineOf(priced, shop.croissant.id).totalDiscountAmount).toBe(0.33);
    expect(priced).toMatchObject({ subAmount: 7.75, discountAmount: 0.78, totalAmount: 6.97 });
    expectCartAddsUp(priced);
  });
});

describe('item-level deals', () => {
  it('ITEMS_P: 25% off each croissant unit, which names the deal; other lines are untouched', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, {
      rewardProductList: [{ id: shop.croissant.id }],
      discountPercent: 25,
    });
    await cart.add(shop.latte.id);
    const priced = await cart.add(shop.croissant.id, 2);
    expect(appliedEntry(priced, deal.id)).toMatchObject({
      dealType: 'DEAL_DISCOUNT_ITEMS_P',
      totalDiscountAmount: 1.63,
      appliedProductList: [{ id: shop.croissant.id, name: 'Croissant', quantity: 2 }],
    });
    expect(lineOf(priced, shop.croissant.id)).toMatchObject({
      totalDiscountAmount: 1.63,
      appliedPromotionId: deal.id,
    });
    expect(lineOf(priced, shop.latte.id)).toMatchObject({ totalDiscountAmount: 0, appliedPromotionId: null });
    expect(priced).toMatchObject({ subAmount: 11, discountAmount: 1.63, totalAmount: 9.37 });
  });

  it('COMBO: a latte and the dearer of croissant or muffin get $1.50 off together', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, {
      requiredProductList: [
        { id: shop.latte.id, groupIndex: 0 },
        { id: shop.croissant.id, groupIndex: 1 },
        { id: shop.muffin.id, groupIndex: 1 },
      ],
      discountAmount: 1.5,
      highlightInProductList: [0],
    });
    const suggested = await cart.add(shop.latte.id);
    expect(suggested.suggestedPromotion).toEqual([
      expect.objectContaining({ id: deal.id, conditions: ['Add 1 more Croissant or Muffin'] }),
    ]);
    await cart.add(shop.croissant.id);
    const priced = await cart.add(shop.muffin.id);
    expect(appliedEntry(priced, deal.id)).toMatchObject({
      dealType: 'DEAL_MULTI_COMBO',
      timesApplied: 1,
      totalDiscountAmount: 1.5,
    });
    // 150 over 450 and 325: 87 and 62, the leftover cent to the croissant's larger remainder.
    expect(lineOf(priced, shop.latte.id)).toMatchObject({
      totalDiscountAmount: 0.87,
      appliedPromotionId: deal.id,
    });
    expect(lineOf(priced, shop.croissant.id)).toMatchObject({
      totalDiscountAmount: 0.63,
      appliedPromotionId: deal.id,
    });
    expect(lineOf(priced, shop.muffin.id)).toMatchObject({
      totalDiscountAmount: 0,
      appliedPromotionId: null,
    });
    expect(priced).toMatchObject({ subAmount: 10.5, discountAmount: 1.5, totalAmount: 9 });
    expect(priced.suggestedPromotion).toEqual([]);
  });

  it('BUNDLE: a latte and a croissant for $6.00', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, {
      requiredProductList: [
        { id: shop.latte.id, groupIndex: 0 },
        { id: shop.croissant.id, groupIndex: 1 },
      ],
      fixedAmount: 6,
    });
    await cart.add(shop.latte.id);
    const priced = await cart.add(shop.croissant.id);
    expect(appliedEntry(priced, deal.id)).toMatchObject({
      dealType: 'DEAL_MULTI_BUNDLE',
      totalDiscountAmount: 1.75,
    });
    expect(lineOf(priced, shop.latte.id).totalDiscountAmount).toBe(1.02);
    expect(lineOf(priced, shop.croissant.id).totalDiscountAmount).toBe(0.73);
    expect(priced).toMatchObject({ subAmount: 7.75, discountAmount: 1.75, serviceFee: 0, totalAmount: 6 });
  });
});

describe('picks (item-to-be-applied)', () => {
  it('BOGO: offered once a latte is in, the free latte is a line of its own, indexed in toBeAppliedItems', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, {
      requiredProductList: [{ id: shop.latte.id }],
      rewardProductList: [{ id: shop.latte.id }],
    });
    const offered = await cart.add(shop.latte.id);
    expect(offered.toBeAppliedPromotion).toEqual([
      expect.objectContaining({
        id: deal.id,
        dealType: 'DEAL_BUY_ONE_GET_ONE',
        conditions: ['Choose 1 free item'],
      }),
    ]);
    expect(offered.appliedPromotion).toEqual([]);

    const picked = await cart.pick(deal.id, shop.latte.id);
    const pick = picked.items.find((line) => line.isFreeItem);
    expect(pick).toMatchObject({
      productId: shop.latte.id,
      quantity: 1,
      totalDiscountAmount: 4.5,
      appliedPromotionId: deal.id,
      isRedeem: false,
    });
    expect(picked.toBeAppliedItems).toEqual({ [deal.id]: pick });
    expect(picked.toBeAppliedPromotion).toEqual([]);
    expect(appliedEntry(picked, deal.id)).toMatchObject({ timesApplied: 1, totalDiscountAmount: 4.5 });
    // Picks are not counted as cart items; the $4.50 net pays the service fee.
    expect(picked).toMatchObject({
      cartItemCount: 1,
      subAmount: 9,
      discountAmount: 4.5,
      serviceFee: 0.5,
      totalAmount: 5,
    });
    expectCartAddsUp(picked);
  });

  it('refuses a pick beyond the picks available (PROMOTION_NOT_APPLICABLE) or off the reward list, and replaces the pick', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, {
      requiredProductList: [{ id: shop.latte.id }],
      rewardProductList: [{ id: shop.latte.id }, { id: shop.cookie.id }],
    });
    await cart.add(shop.latte.id);
    const tooMany = await cart.refused('POST', cart.urls.pick(deal.id), {
      item: cart.item(shop.latte.id, 2),
    });
    expect(tooMany).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'PROMOTION_NOT_APPLICABLE',
        message: CART_MESSAGES.PROMOTION_NOT_APPLICABLE,
      }),
    });
    const huge = await cart.refused('POST', cart.urls.pick(deal.id), {
      item: cart.item(shop.latte.id, 5),
    });
    expect(huge.body).toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
    const offList = await cart.refused('POST', cart.urls.pick(deal.id), {
      item: cart.item(shop.croissant.id),
    });
    expect(offList.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      violations: [{ field: 'item.productId', message: CART_MESSAGES.notReward('Croissant', 'Perk') }],
    });

    await cart.pick(deal.id, shop.latte.id);
    const replaced = await cart.pick(deal.id, shop.cookie.id);
    expect(replaced.items.filter((line) => line.isFreeItem).map((line) => line.productId)).toEqual([
      shop.cookie.id,
    ]);
    expect(replaced.discountAmount).toBe(1.5);
    const dropped = await cart.dropPick(deal.id);
    expect(dropped.items.some((line) => line.isFreeItem)).toBe(false);
    expect(dropped.toBeAppliedPromotion.map((entry) => entry.id)).toEqual([deal.id]);
  });

  it('FREE_ITEM: no picks below the minimum order (PROMOTION_NOT_APPLICABLE), a free muffin above it', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, {
      rewardProductList: [{ id: shop.muffin.id }],
      requiredAmount: 10,
    });
    await cart.add(shop.latte.id, 2);
    const refused = await cart.refused('POST', cart.urls.pick(deal.id), { item: cart.item(shop.muffin.id) });
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'PROMOTION_NOT_APPLICABLE',
        message: 'This promotion is not applicable to your cart.',
      }),
    });
    const offered = await cart.add(shop.croissant.id);
    expect(offered.toBeAppliedPromotion.map((entry) => entry.dealType)).toEqual(['DEAL_FREE_ITEM']);
    const picked = await cart.pick(deal.id, shop.muffin.id);
    expect(appliedEntry(picked, deal.id)).toMatchObject({
      dealType: 'DEAL_FREE_ITEM',
      totalDiscountAmount: 2.75,
    });
    expect(picked).toMatchObject({ subAmount: 15, discountAmount: 2.75, totalAmount: 12.25 });
  });

  it('removes a pick whose deal stopped qualifying (stale pick), and stores the cart without it', async () => {
    const { shop, cart } = await shopAndCart();
    const deal = await createDeal(t, shop, {
      requiredProductList: [{ id: shop.latte.id }],
      rewardProductList: [{ id: shop.latte.id }],
    });
    const added = await cart.add(shop.latte.id);
    const normalLine = added.items[0]?.id as string;
    await cart.pick(deal.id, shop.latte.id);
    const emptied = await cart.remove(normalLine);
    expect(emptied.items).toEqual([]);
    expect(emptied.toBeAppliedItems).toEqual({});
    expect(emptied.appliedPromotion).toEqual([]);
    // Stored: a new latte offers the deal again rather than bringing the old pick back.
    const again = await cart.add(shop.latte.id);
    expect(again.items.map((line) => line.isFreeItem)).toEqual([false]);
    expect(again.toBeAppliedPromotion.map((entry) => entry.id)).toEqual([deal.id]);
  });
});

describe('which deals apply', () => {
  it('the largest public deal applies automatically, and master deals apply on top of it', async () => {
    const { shop, cart } = await shopAndCart();
    const small = await createDeal(t, shop, { name: 'Small', discountAmount: 0.5 });
    const percent = await createDeal(t, shop, { name: 'Ten percent', discountPercent: 10 });
    const master = await createDeal(t, shop, { name: 'Master', discountAmount: 1, isMaster: true });
    const priced = await cart.add(shop.latte.id, 2);
    expect(priced.appliedPromotion.map((entry) => entry.id)).toEqual([percent.id, master.id]);
    expect(appliedEntry(priced, percent.id).totalDiscountAmount).toBe(0.9);
    expect(appliedEntry(priced, master.id)).toMatchObject({ isMaster: true, totalDiscountAmount: 1 });
    expect(priced.appliedPromotion.some((entry) => entry.id === small.id)).toBe(false);
    expect(priced).toMatchObject({ subAmount: 9, discountAmount: 1.9, totalAmount: 7.1 });
  });

  it('isAddonCharged false discounts the add-ons of covered units too; true leaves them charged', async () => {
    const charged = await shopAndCart();
    await createDeal(t, charged.shop, {
      rewardProductList: [{ id: charged.shop.latte.id }],
      discountPercent: 50,
    });
    const withCharge = await charged.cart.add(charged.shop.latte.id, 1, [
      { productId: charged.shop.oat.id, quantity: 1 },
    ]);
    expect(withCharge.appliedPromotion[0]).toMatchObject({
      totalDiscountAmount: 2.25,
      addonDiscountAmount: 0,
      isAddonsPresentToDiscount: false,
    });

    const free = await shopAndCart();
    await createDeal(t, free.shop, {
      rewardProductList: [{ id: free.shop.latte.id }],
      discountPercent: 50,
      isAddonCharged: false,
    });
    const withoutCharge = await free.cart.add(free.shop.latte.id, 1, [
      { productId: free.shop.oat.id, quantity: 1 },
    ]);
    expect(withoutCharge.appliedPromotion[0]).toMatchObject({
      isAddonCharged: false,
      totalDiscountAmount: 2.5,
      addonDiscountAmount: 0.25,
      isAddonsPresentToDiscount: true,
    });
    expect(withoutCharge.items[0]?.addons[0]?.totalDiscountAmount).toBe(0.25);
    expect(withoutCharge).toMatchObject({
      subAmount: 5,
      discountAmount: 2.5,
      serviceFee: 0.5,
      totalAmount: 3,
    });
    expectCartAddsUp(withoutCharge);
  });

  it("ignores another merchant's promotion: not applied, and not pickable (PROMOTION_NOT_APPLICABLE)", async () => {
    const other = await perkShop(t);
    const foreign = await createDeal(t, other, {
      requiredProductList: [{ id: other.latte.id }],
      rewardProductList: [{ id: other.latte.id }],
    });
    const { shop, cart } = await shopAndCart();
    const priced = await cart.add(shop.latte.id);
    expect(priced.appliedPromotion).toEqual([]);
    expect(priced.toBeAppliedPromotion).toEqual([]);
    const refused = await cart.refused('POST', cart.urls.pick(foreign.id), {
      item: cart.item(shop.latte.id),
    });
    expect(refused.body).toMatchObject({ code: 'PROMOTION_NOT_APPLICABLE' });
  });
});
