import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveProduct } from '../../test/ordering-fixtures';
import {
  call,
  createDeal,
  DEAL_SUBTYPES,
  dealBodies,
  type Json,
  ok,
  type PerkMerchant,
  perkBody,
  perkMerchant,
} from '../../test/promotion-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let m: PerkMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await perkMerchant(t);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers = m.headers) =>
  call(t, 'POST', `/api/promotions/${path}`, headers, body);

describe('deals: the subtype is derived on every write', () => {
  it.each(DEAL_SUBTYPES)('%s', async (dealType) => {
    const body = dealBodies(m)[dealType];
    const created = await ok(t, 'POST', '/api/promotions/deal', m.headers, {
      ...perkBody(m),
      ...body,
      dealType: 'DEAL_UNKNOWN',
    });
    expect(created).toMatchObject({
      type: 'DEAL',
      dealType,
      status: 'ACTIVE',
      isValid: true,
      merchantId: m.merchantId,
    });
    expect(await ok(t, 'GET', `/api/promotions/${created.id}`, m.headers)).toEqual(created);
  });

  it('answers expanded product references in dollars', async () => {
    const created = await ok(t, 'POST', '/api/promotions/deal', m.headers, {
      ...perkBody(m),
      ...dealBodies(m).DEAL_MULTI_COMBO,
    });
    expect(created.requiredProductList).toEqual([
      { id: m.latte.id, groupIndex: 0, quantity: null, name: 'Latte', price: 4.5, status: 'ACTIVE' },
      { id: m.croissant.id, groupIndex: 1, quantity: null, name: 'Croissant', price: 3.25, status: 'ACTIVE' },
      { id: m.muffin.id, groupIndex: 1, quantity: null, name: 'Muffin', price: 2.75, status: 'ACTIVE' },
    ]);
    expect(created).toMatchObject({ discountAmount: 1.5, fixedAmount: null, requiredPunches: null });
  });

  it('re-derives the subtype on update: a BOGO edited into a cart deal', async () => {
    const bogo = await ok(t, 'POST', '/api/promotions/deal', m.headers, {
      ...perkBody(m),
      ...dealBodies(m).DEAL_BUY_ONE_GET_ONE,
    });
    const updated = await ok(t, 'PUT', `/api/promotions/deal/${bogo.id}`, m.headers, {
      ...perkBody(m),
      discountAmount: 3,
      dealType: 'DEAL_BUY_ONE_GET_ONE',
    });
    expect(updated).toMatchObject({
      dealType: 'DEAL_DISCOUNT_CART_F',
      requiredProductList: [],
      rewardProductList: [],
    });
  });

  it('refuses an incomplete deal', async () => {
    const response = await post('deal', perkBody(m, { requiredProductList: [{ id: m.latte.id }] }));
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Deal configuration is incomplete.' },
    });
  });
});

describe('punch cards, point perks and reward items', () => {
  it('creates, reads and updates each; fields the type does not use are null', async () => {
    const punch = await ok(t, 'POST', '/api/promotions/punch-card', m.headers, {
      ...perkBody(m, { name: 'Coffee card' }),
      requiredProductList: [{ id: m.latte.id }],
      rewardProductList: [{ id: m.latte.id }],
      requiredPunches: 8,
      rewardItems: 1,
      discountPercent: 50,
      couponCode: 'PUNCH1',
    });
    expect(punch).toMatchObject({
      type: 'PUNCH_CARD',
      dealType: 'DEAL_UNKNOWN',
      requiredPunches: 8,
      discountPercent: null,
      couponCode: null,
      isPublicAvailable: true,
    });
    const points = await ok(t, 'POST', '/api/promotions/point-perk', m.headers, {
      ...perkBody(m, { name: 'Latte points' }),
      requiredProductList: [{ id: m.latte.id }],
      rewardPoints: 500,
    });
    expect(points).toMatchObject({ type: 'POINT_PERK', rewardPoints: 500, rewardProductList: [] });
    const reward = await ok(t, 'POST', '/api/promotions/reward-item', m.headers, {
      ...perkBody(m, { name: 'Free muffin' }),
      rewardProductList: [{ id: m.muffin.id, quantity: 1 }],
      requiredPoints: 1000,
      limitedStock: 50,
    });
    expect(reward).toMatchObject({ type: 'REWARD_ITEM', requiredPoints: 1000, limitedStock: 50 });
    const edited = await ok(t, 'PUT', `/api/promotions/reward-item/${reward.id}`, m.headers, {
      ...perkBody(m, { name: 'Free croissant' }),
      rewardProductList: [{ id: m.croissant.id }],
      requiredPoints: 1200,
    });
    expect(edited).toMatchObject({ name: 'Free croissant', requiredPoints: 1200, limitedStock: null });
    expect(edited.createdAt).toBe(reward.createdAt);
  });

  it('refuses a write through another type’s path: TYPE_MISMATCH', async () => {
    const deal = await createDeal(t, m);
    const response = await call(t, 'PUT', `/api/promotions/punch-card/${deal.id}`, m.headers, {
      ...perkBody(m),
      requiredProductList: [{ id: m.latte.id }],
      rewardProductList: [{ id: m.latte.id }],
      requiredPunches: 5,
      rewardItems: 1,
    });
    expect(response).toMatchObject({ status: 400, body: { code: 'TYPE_MISMATCH' } });
  });
});

describe('validation', () => {
  it.each([
    [{ limitedStock: 0 }, 'limitedStock', 'Should be a number between 1 and 100000'],
    [{ isPublicAvailable: false }, 'couponCode', 'Coupon code may not be empty when the perk is hidden.'],
    [{ couponCode: 'abc' }, 'couponCode', 'Coupon code must be 5 to 10 letters or digits.'],
    [
      { discountPercent: null, discountAmount: 5, requiredAmount: 10, highlightAmount: 11 },
      'highlightAmount',
      'Highlight amount may not exceed the minimum order amount.',
    ],
    [{ stores: [] }, 'stores', 'Select a value'],
    [{ stores: ['12345678901234567890'] }, 'stores[0]', 'Unknown store.'],
    [{ rewardProductList: [{ id: '12345678901234567890' }] }, 'rewardProductList[0].id', 'Unknown product.'],
  ])('%j → %s', async (patch, field, message) => {
    const response = await post('deal', perkBody(m, { discountPercent: 10, ...patch }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.body.violations).toContainEqual({ field, message });
  });

  it('refuses another merchant’s store and product as unknown', async () => {
    const other = await perkMerchant(t);
    expect(
      (await post('deal', perkBody(m, { discountPercent: 5, stores: other.stores }))).body.violations,
    ).toEqual([{ field: 'stores[0]', message: 'Unknown store.' }]);
    const foreign = perkBody(m, { requiredProductList: [{ id: other.latte.id }], rewardPoints: 10 });
    expect((await post('point-perk', foreign)).body.violations).toEqual([
      { field: 'requiredProductList[0].id', message: 'Unknown product.' },
    ]);
  });
});

describe('coupon codes', () => {
  it('are unique per merchant ignoring case; deleting a perk frees its code; other merchants may reuse it', async () => {
    const first = await createDeal(t, m, { couponCode: 'Latte10', isPublicAvailable: false });
    expect(first).toMatchObject({ couponCode: 'Latte10', isPublicAvailable: false });
    const clash = await post('point-perk', {
      ...perkBody(m),
      requiredProductList: [{ id: m.latte.id }],
      rewardPoints: 100,
      couponCode: 'LATTE10',
    });
    expect(clash).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        violations: [{ field: 'couponCode', message: 'Coupon code already exists.' }],
      },
    });
    // The perk keeps its own code on update.
    await ok(
      t,
      'PUT',
      `/api/promotions/deal/${first.id}`,
      m.headers,
      perkBody(m, { discountPercent: 15, couponCode: 'latte10' }),
    );
    const other = await perkMerchant(t);
    await createDeal(t, other, { couponCode: 'LATTE10' });
    await ok(t, 'DELETE', `/api/promotions/${first.id}`, m.headers);
    await createDeal(t, m, { couponCode: 'latte10' });
  });
});

describe('status and delete', () => {
  it('sets ACTIVE or INACTIVE only; deleted perks are read by id but refuse writes', async () => {
    const deal = await createDeal(t, m);
    expect(await ok(t, 'PUT', `/api/promotions/status/${deal.id}/INACTIVE`, m.headers)).toMatchObject({
      status: 'INACTIVE',
    });
    for (const bad of ['DELETED', 'PAUSED'])
      expect(await call(t, 'PUT', `/api/promotions/status/${deal.id}/${bad}`, m.headers)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_STATUS', message: 'Invalid Status' },
      });
    expect(await ok(t, 'DELETE', `/api/promotions/${deal.id}`, m.headers)).toEqual({ id: deal.id });
    expect(await ok(t, 'GET', `/api/promotions/${deal.id}`, m.headers)).toMatchObject({ status: 'DELETED' });
    const list = await ok<Json[]>(t, 'GET', '/api/promotions', m.headers);
    expect(list.map((p) => p.id)).not.toContain(deal.id);
    for (const [method, url, body] of [
      ['PUT', `/api/promotions/status/${deal.id}/ACTIVE`, undefined],
      ['PUT', `/api/promotions/deal/${deal.id}`, perkBody(m, { discountPercent: 5 })],
      ['DELETE', `/api/promotions/${deal.id}`, undefined],
    ] as const)
      expect(await call(t, method, url, m.headers, body)).toMatchObject({
        status: 400,
        body: { code: 'ENTITY_DELETED', message: 'This item has been deleted.' },
      });
  });

  it('a new perk may start INACTIVE', async () => {
    expect(await createDeal(t, m, { status: 'INACTIVE' })).toMatchObject({ status: 'INACTIVE' });
  });
});

describe('a deleted product', () => {
  it('is listed with its promotions before the delete, then makes them INACTIVE and invalid until an update drops it', async () => {
    const own = await perkMerchant(t);
    const bogo = await ok(t, 'POST', '/api/promotions/deal', own.headers, {
      ...perkBody(own, { name: 'Muffin BOGO' }),
      requiredProductList: [{ id: own.muffin.id }],
      rewardProductList: [{ id: own.muffin.id }],
    });
    const points = await ok(t, 'POST', '/api/promotions/point-perk', own.headers, {
      ...perkBody(own, { name: 'Muffin points' }),
      requiredProductList: [{ id: own.latte.id }, { id: own.muffin.id }],
      rewardPoints: 100,
    });
    const cart = await createDeal(t, own, { name: 'Cart 10%' });
    expect(await ok(t, 'GET', `/api/products/${own.muffin.id}/promotions`, own.headers)).toEqual([
      { id: bogo.id, name: 'Muffin BOGO', type: 'DEAL', status: 'ACTIVE' },
      { id: points.id, name: 'Muffin points', type: 'POINT_PERK', status: 'ACTIVE' },
    ]);

    await ok(t, 'DELETE', `/api/products/${own.muffin.id}`, own.headers);
    const after = await ok(t, 'GET', `/api/promotions/${points.id}`, own.headers);
    expect(after).toMatchObject({ status: 'INACTIVE', isValid: false });
    expect((after.requiredProductList as Json[])[1]).toMatchObject({ id: own.muffin.id, status: 'DELETED' });
    expect(await ok(t, 'GET', `/api/promotions/${cart.id}`, own.headers)).toMatchObject({
      status: 'ACTIVE',
      isValid: true,
    });

    expect(await call(t, 'PUT', `/api/promotions/status/${points.id}/ACTIVE`, own.headers)).toMatchObject({
      status: 400,
      body: { code: 'PROMOTION_INVALID', message: 'The promotion uses a deleted product.' },
    });
    const stillUsing = {
      ...perkBody(own, { name: 'Muffin points' }),
      requiredProductList: [{ id: own.muffin.id }],
      rewardPoints: 100,
    };
    expect(
      await ok(t, 'PUT', `/api/promotions/point-perk/${points.id}`, own.headers, stillUsing),
    ).toMatchObject({
      isValid: false,
      status: 'INACTIVE',
    });
    expect(
      await call(t, 'PUT', `/api/promotions/point-perk/${points.id}`, own.headers, {
        ...stillUsing,
        status: 'ACTIVE',
      }),
    ).toMatchObject({ status: 400, body: { code: 'PROMOTION_INVALID' } });

    const dropped = { ...stillUsing, requiredProductList: [{ id: own.latte.id }] };
    expect(await ok(t, 'PUT', `/api/promotions/point-perk/${points.id}`, own.headers, dropped)).toMatchObject(
      {
        isValid: true,
        status: 'INACTIVE',
      },
    );
    expect(await ok(t, 'PUT', `/api/promotions/status/${points.id}/ACTIVE`, own.headers)).toMatchObject({
      status: 'ACTIVE',
      isValid: true,
    });
  });
});

describe('a product deleted while a perk naming it is written', () => {
  it('never leaves a valid perk on a deleted product, whichever commits first', async () => {
    for (let round = 0; round < 3; round++) {
      const product = await createActiveProduct(t, m.headers, m.stores, { name: `Scone ${round}` });
      const [, written] = await Promise.all([
        call(t, 'DELETE', `/api/products/${product.id}`, m.headers),
        call(t, 'POST', '/api/promotions/deal', m.headers, {
          ...perkBody(m, { name: `Scone BOGO ${round}` }),
          requiredProductList: [{ id: product.id }],
          rewardProductList: [{ id: product.id }],
        }),
      ]);
      expect(written.status).toBe(200);
      const perk = await ok(t, 'GET', `/api/promotions/${written.body.id}`, m.headers);
      expect(perk).toMatchObject({ isValid: false, status: 'INACTIVE' });
    }
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another merchant’s promotion on every route', async () => {
    const deal = await createDeal(t, m, { name: 'Not yours' });
    const other = await perkMerchant(t);
    const routes = [
      ['GET', `/api/promotions/${deal.id}`, undefined],
      ['PUT', `/api/promotions/deal/${deal.id}`, perkBody(other, { discountPercent: 5 })],
      ['PUT', `/api/promotions/status/${deal.id}/INACTIVE`, undefined],
      ['DELETE', `/api/promotions/${deal.id}`, undefined],
    ] as const;
    for (const [method, url, body] of routes)
      expect((await call(t, method, url, other.headers, body)).status, `${method} ${url}`).toBe(404);
    const theirs = await ok<Json[]>(t, 'GET', '/api/promotions', other.headers);
    expect(theirs).toEqual([]);
    expect(await ok(t, 'GET', `/api/promotions/${deal.id}`, m.headers)).toMatchObject({
      name: 'Not yours',
      status: 'ACTIVE',
    });
  });
});
