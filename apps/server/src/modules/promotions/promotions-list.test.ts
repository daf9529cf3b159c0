import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import {
  call,
  type Json,
  ok,
  type PerkMerchant,
  perkBody,
  perkMerchant,
} from '../../test/promotion-fixtures';
import { createStore } from '../../test/setup-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let m: PerkMerchant;
let second: { id: string };
const ids: Record<string, string> = {};

// Five perks written in this order (creation order), over two stores, of every type.
beforeAll(async () => {
  t = await createTestApp();
  m = await perkMerchant(t);
  second = await createStore(t, m.headers, { name: 'Second store', operationTime: [] });
  const write = async (key: string, path: string, body: Record<string, unknown>) => {
    ids[key] = (await ok(t, 'POST', `/api/promotions/${path}`, m.headers, perkBody(m, body))).id;
  };
  await write('bogo', 'deal', {
    name: 'Bogo latte',
    requiredProductList: [{ id: m.latte.id }],
    rewardProductList: [{ id: m.latte.id }],
  });
  await write('cart', 'deal', {
    name: 'cart ten',
    description: 'Ten percent off the whole order',
    discountPercent: 10,
    couponCode: 'WELCOME5',
    isPublicAvailable: false,
    stores: [m.store.id, second.id],
  });
  await write('punch', 'punch-card', {
    name: 'Coffee card',
    requiredProductList: [{ id: m.latte.id }],
    rewardProductList: [{ id: m.latte.id }],
    requiredPunches: 8,
    rewardItems: 1,
    status: 'INACTIVE',
  });
  await write('points', 'point-perk', {
    name: 'Croissant points',
    requiredProductList: [{ id: m.croissant.id }],
    rewardPoints: 200,
    stores: [second.id],
  });
  await write('reward', 'reward-item', {
    name: 'Free muffin',
    rewardProductList: [{ id: m.muffin.id }],
    requiredPoints: 1000,
  });
  await ok(t, 'DELETE', `/api/promotions/${ids.reward}`, m.headers);
  await write('reward2', 'reward-item', {
    name: 'Almond croissant',
    rewardProductList: [{ id: m.croissant.id }],
    requiredPoints: 900,
  });
});
afterAll(() => t.close());

const names = async (url: string) => (await ok<Json[]>(t, 'GET', url, m.headers)).map((p) => p.name);

describe('GET /api/promotions', () => {
  it('lists the live perks in creation order by default', async () => {
    expect(await names('/api/promotions')).toEqual([
      'Bogo latte',
      'cart ten',
      'Coffee card',
      'Croissant points',
      'Almond croissant',
    ]);
  });

  it.each([
    ['?type=DEAL', ['Bogo latte', 'cart ten']],
    ['?type=ALL_NO_REWARD', ['Bogo latte', 'cart ten', 'Coffee card', 'Croissant points']],
    ['?type=REWARD_ITEM', ['Almond croissant']],
    ['?status=INACTIVE', ['Coffee card']],
    ['?status=DELETED', ['Free muffin']],
    ['?keyword=LATTE', ['Bogo latte']],
    ['?keyword=whole%20order', ['cart ten']],
    ['?keyword=welcome', ['cart ten']],
    ['?orderBy=name', ['Almond croissant', 'Bogo latte', 'cart ten', 'Coffee card', 'Croissant points']],
    [
      '?orderBy=name&asc=false',
      ['Croissant points', 'Coffee card', 'cart ten', 'Bogo latte', 'Almond croissant'],
    ],
    [
      '?orderBy=date&asc=false',
      ['Almond croissant', 'Croissant points', 'Coffee card', 'cart ten', 'Bogo latte'],
    ],
    ['?orderBy=status', ['Bogo latte', 'cart ten', 'Croissant points', 'Almond croissant', 'Coffee card']],
    ['?type=ALL_NO_REWARD&orderBy=name&keyword=c', ['cart ten', 'Coffee card', 'Croissant points']],
  ])('%s', async (query, expected) => {
    expect(await names(`/api/promotions${query}`)).toEqual(expected);
  });

  it('filters by store, also through the aliases', async () => {
    expect(await names(`/api/promotions?storeId=${second.id}`)).toEqual(['cart ten', 'Croissant points']);
    expect(await names(`/api/promotions/store/${second.id}`)).toEqual(['cart ten', 'Croissant points']);
    expect(await names('/api/promotions/status/INACTIVE')).toEqual(['Coffee card']);
    expect(await names('/api/promotions/type/POINT_PERK')).toEqual(['Croissant points']);
    expect(await names('/api/promotions/type/punch-card')).toEqual(['Coffee card']);
    expect(await names('/api/promotions/type/ALL_NO_REWARD')).toHaveLength(4);
  });

  it('refuses an unknown type, status or order', async () => {
    for (const url of [
      '/api/promotions?type=COUPON',
      '/api/promotions?status=PAUSED',
      '/api/promotions?orderBy=price',
      '/api/promotions/type/COUPON',
      '/api/promotions/status/PAUSED',
    ])
      expect((await call(t, 'GET', url, m.headers)).status, url).toBe(400);
  });

  it('is the merchant’s own: a customer is refused, another merchant sees nothing', async () => {
    const customer = await signedIn(t, 'USER');
    expect((await call(t, 'GET', '/api/promotions', customer.headers)).status).toBe(403);
    expect((await call(t, 'POST', '/api/promotions/deal', customer.headers, perkBody(m))).status).toBe(403);
    const other = await perkMerchant(t);
    expect(await ok(t, 'GET', `/api/promotions/store/${m.store.id}`, other.headers)).toEqual([]);
  });
});
