import { CART_MESSAGES, promotionSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedEntry,
  cartOf,
  createDeal,
  newCustomer,
  perkShop,
  setPromotionStatus,
} from '../../test/cart-promotions-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Coupons (contract §8) and the customer's history (contract §6 rules 6 and 7) from real orders.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST / DELETE /api/user-cart/{storeId}/coupon/{code}', () => {
  it('applies a hidden deal by its code (any case), replaces one code by another, and removes it', async () => {
    const shop = await perkShop(t);
    const save = await createDeal(t, shop, {
      name: 'Save ten',
      isPublicAvailable: false,
      couponCode: 'SAVE10',
      discountPercent: 10,
    });
    const half = await createDeal(t, shop, {
      name: 'Two off',
      isPublicAvailable: false,
      couponCode: 'TWOOFF',
      discountAmount: 2,
    });
    const cart = cartOf(t, shop, await newCustomer(t));
    const plain = await cart.add(shop.latte.id, 2);
    expect(plain.appliedPromotion).toEqual([]);
    expect(plain.suggestedPromotion).toEqual([]);

    const couponed = await cart.coupon('save10');
    expect(appliedEntry(couponed, save.id)).toMatchObject({ isCoupon: true, totalDiscountAmount: 0.9 });
    expect(Object.keys(couponed.couponPromotion)).toEqual(['SAVE10']);
    const shown = promotionSchema.parse(couponed.couponPromotion.SAVE10);
    expect(shown).toMatchObject({
      id: save.id,
      name: 'Save ten',
      isPublicAvailable: false,
      discountPercent: 10,
    });
    expect(couponed.discountAmount).toBe(0.9);
    // Kept on the cart: the next read still applies it.
    expect((await cart.read()).discountAmount).toBe(0.9);

    const replaced = await cart.coupon('TwoOff');
    expect(Object.keys(replaced.couponPromotion)).toEqual(['TWOOFF']);
    expect(replaced.appliedPromotion.map((entry) => entry.id)).toEqual([half.id]);
    expect(replaced.discountAmount).toBe(2);

    const otherCode = await cart.dropCoupon('SAVE10');
    expect(Object.keys(otherCode.couponPromotion)).toEqual(['TWOOFF']);
    const removed = await cart.dropCoupon('twooff');
    expect(removed.couponPromotion).toEqual({});
    expect(removed.appliedPromotion).toEqual([]);
    expect(removed.discountAmount).toBe(0);
  });

  it("refuses a code nothing matches, an inactive deal's code and another merchant's (COUPON_INVALID)", async () => {
    const shop = await perkShop(t);
    const hidden = await createDeal(t, shop, {
      isPublicAvailable: false,
      couponCode: 'LUNCH1',
      discountPercent: 5,
    });
    const cart = cartOf(t, shop, await newCustomer(t));
    await cart.add(shop.latte.id);
    const invalid = {
      status: 400,
      body: expect.objectContaining({ code: 'COUPON_INVALID', message: CART_MESSAGES.COUPON_INVALID }),
    };
    expect(await cart.refused('POST', cart.urls.coupon('NOPE99'))).toEqual(invalid);
    await setPromotionStatus(t, shop, hidden.id, 'INACTIVE');
    expect(await cart.refused('POST', cart.urls.coupon('LUNCH1'))).toEqual(invalid);
    // Another merchant's code does not match this store either.
    const other = await perkShop(t);
    await createDeal(t, other, { isPublicAvailable: false, couponCode: 'ELSEWH', discountPercent: 5 });
    expect(await cart.refused('POST', cart.urls.coupon('ELSEWH'))).toEqual(invalid);
    expect((await cart.read()).couponPromotion).toEqual({});
  });

  it('stops applying a coupon whose deal was deactivated since, without refusing the cart', async () => {
    const shop = await perkShop(t);
    const hidden = await createDeal(t, shop, {
      isPublicAvailable: false,
      couponCode: 'WEEKND',
      discountPercent: 20,
    });
    const cart = cartOf(t, shop, await newCustomer(t));
    await cart.add(shop.croissant.id, 2);
    expect((await cart.coupon('WEEKND')).discountAmount).toBe(1.3);
    await setPromotionStatus(t, shop, hidden.id, 'INACTIVE');
    const after = await cart.read();
    expect(after).toMatchObject({ couponPromotion: {}, appliedPromotion: [], discountAmount: 0 });
  });
});

describe("the customer's history (real orders)", () => {
  it('maxRedeem: a deal used once in a paid order no longer applies to that customer, still to others', async () => {
    const shop = await perkShop(t);
    const deal = await createDeal(t, shop, { discountPercent: 10, maxRedeem: 1 });
    const first = cartOf(t, shop, await newCustomer(t));
    await first.add(shop.latte.id, 2);
    const order = await first.checkout();
    expect(order.promotions.map((entry) => [entry.id, entry.timesApplied])).toEqual([[deal.id, 1]]);
    // Checked out but not confirmed: not a use yet (contract §6 rule 7 counts CONFIRMED and later).
    expect((await first.read()).appliedPromotion.map((entry) => entry.id)).toEqual([deal.id]);
    await first.payAtStore(order.id);
    const again = await first.add(shop.latte.id);
    expect(again.appliedPromotion).toEqual([]);
    expect(again.discountAmount).toBe(0);

    const second = cartOf(t, shop, await newCustomer(t));
    expect((await second.add(shop.latte.id)).appliedPromotion.map((entry) => entry.id)).toEqual([deal.id]);
  });

  it('isNewClient: applies until the customer has a paid order at the merchant', async () => {
    const shop = await perkShop(t);
    const welcome = await createDeal(t, shop, { name: 'Welcome', discountAmount: 1, isNewClient: true });
    const cart = cartOf(t, shop, await newCustomer(t));
    const fresh = await cart.add(shop.muffin.id, 2);
    expect(appliedEntry(fresh, welcome.id)).toMatchObject({ isNewClient: true, totalDiscountAmount: 1 });
    const order = await cart.checkout();
    await cart.payAtStore(order.id);
    expect((await cart.add(shop.muffin.id, 2)).appliedPromotion).toEqual([]);
  });
});
