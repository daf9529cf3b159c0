import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createActiveProduct, createOpenStore } from '../../test/ordering-fixtures';
import {
  call,
  createDeal,
  type Json,
  ok,
  type PerkMerchant,
  perkBody,
  perkMerchant,
  weekdays,
} from '../../test/promotion-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let m: PerkMerchant;
let customer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  m = await perkMerchant(t);
  customer = await signedIn(t, 'USER');
});
afterAll(() => t.close());

const detailNames = async (storeId: string, headers: Record<string, string> = {}) => {
  const detail = await ok<{ promotions: Json[] }>(
    t,
    'GET',
    `/api/merchant-stores/${storeId}/detail`,
    headers,
  );
  return detail.promotions.map((p) => p.name);
};

describe('store detail promotions (contract §4)', () => {
  it('lists the public perks listable now, in creation order, and follows every write', async () => {
    const own = await perkMerchant(t);
    const { today, otherDay } = weekdays(t.clock.now());
    const allDay = (day: string) => [{ day, fromTime: '00:00', toTime: '23:59' }];
    expect(await detailNames(own.store.id)).toEqual([]);

    const first = await createDeal(t, own, { name: 'Ten off' });
    await createDeal(t, own, { name: 'Hidden', isPublicAvailable: false, couponCode: 'SECRET1' });
    await createDeal(t, own, { name: 'Paused', status: 'INACTIVE' });
    await createDeal(t, own, { name: 'Shown today', displayTime: allDay(today) });
    await createDeal(t, own, { name: 'Shown another day', displayTime: allDay(otherDay) });
    // Applies only on another day, but listing skips rule 4: it is listed.
    await createDeal(t, own, { name: 'Applies another day', availableTime: allDay(otherDay) });
    await createDeal(t, own, { name: 'Over', availableTo: '2020-01-01' });
    await createDeal(t, own, { name: 'New clients', isNewClient: true });
    await ok(t, 'POST', '/api/promotions/reward-item', own.headers, {
      ...perkBody(own, { name: 'Free muffin' }),
      rewardProductList: [{ id: own.muffin.id }],
      requiredPoints: 500,
    });
    const expected = ['Ten off', 'Shown today', 'Applies another day', 'New clients', 'Free muffin'];
    expect(await detailNames(own.store.id)).toEqual(expected);
    expect(await detailNames(own.store.id, customer.headers)).toEqual(expected);
    // The merchant's preview reads the same list.
    expect(await detailNames(own.store.id, own.headers)).toEqual(expected);

    // A write is seen at once, although the menu body is cached.
    await ok(t, 'PUT', `/api/promotions/status/${first.id}/INACTIVE`, own.headers);
    expect(await detailNames(own.store.id)).toEqual(expected.slice(1));

    // Rule 9: a reward product that is not available hides the perk.
    await ok(t, 'PUT', `/api/products/status/${own.muffin.id}`, own.headers, 'INACTIVE');
    expect(await detailNames(own.store.id)).toEqual(expected.slice(1, 4));
  });

  it('answers the promotion shape with expanded products', async () => {
    const own = await perkMerchant(t);
    await ok(t, 'POST', '/api/promotions/deal', own.headers, {
      ...perkBody(own, { name: 'Latte BOGO' }),
      requiredProductList: [{ id: own.latte.id }],
      rewardProductList: [{ id: own.latte.id }],
    });
    const detail = await ok<{ promotions: Json[] }>(
      t,
      'GET',
      `/api/merchant-stores/${own.store.id}/detail`,
      {},
    );
    expect(detail.promotions).toEqual([
      expect.objectContaining({
        name: 'Latte BOGO',
        dealType: 'DEAL_BUY_ONE_GET_ONE',
        rewardProductList: [
          { id: own.latte.id, groupIndex: null, quantity: null, name: 'Latte', price: 4.5, status: 'ACTIVE' },
        ],
      }),
    ]);
  });
});

describe('GET /api/promotions/{id} by a customer', () => {
  it('answers a listable perk and 404 for one that is hidden, inactive or not shown now', async () => {
    const { otherDay } = weekdays(t.clock.now());
    const listed = await createDeal(t, m, { name: 'Listed' });
    expect(await ok(t, 'GET', `/api/promotions/${listed.id}`, customer.headers)).toEqual(listed);
    const hidden = await createDeal(t, m, {
      name: 'Coupon only',
      isPublicAvailable: false,
      couponCode: 'ONLYYOU',
    });
    const paused = await createDeal(t, m, { name: 'Paused', status: 'INACTIVE' });
    const later = await createDeal(t, m, {
      name: 'Later',
      displayTime: [{ day: otherDay, fromTime: '00:00', toTime: '23:59' }],
    });
    for (const perk of [hidden, paused, later])
      expect(
        (await call(t, 'GET', `/api/promotions/${perk.id}`, customer.headers)).status,
        perk.name as string,
      ).toBe(404);
    expect((await call(t, 'GET', '/api/promotions/12345678901234567890', customer.headers)).status).toBe(404);
    expect((await call(t, 'GET', `/api/promotions/${listed.id}`, {})).status).toBe(401);
  });

  it('answers 404 when the store cannot take payments (not visible)', async () => {
    const merchant = await signedIn(t);
    const store = await createOpenStore(t, merchant.headers);
    await createActiveProduct(t, merchant.headers, [store.id]);
    const deal = await ok(t, 'POST', '/api/promotions/deal', merchant.headers, {
      name: 'Unpaid',
      stores: [store.id],
      discountPercent: 5,
    });
    expect((await call(t, 'GET', `/api/promotions/${deal.id}`, customer.headers)).status).toBe(404);
  });
});
