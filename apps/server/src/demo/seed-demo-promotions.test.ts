import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

type Perk = { id: string; name: string; type: string; dealType: string; stores: string[]; isValid: boolean };

describe('seedDemoPromotions', () => {
  it('gives the demo café one perk of each type and the common deals, valid and in both stores', async () => {
    const headers = bearer((await login(t, DEMO_USERNAME, DEMO_PASSWORD)).access_token);
    const perks = (await t.app.inject({ url: '/api/promotions', headers })).json() as Perk[];
    expect(perks.map((perk) => [perk.name, perk.type, perk.dealType])).toEqual([
      ['Croissant BOGO', 'DEAL', 'DEAL_BUY_ONE_GET_ONE'],
      ['Welcome 15% off', 'DEAL', 'DEAL_DISCOUNT_CART_P'],
      ['Free cookie over $25', 'DEAL', 'DEAL_FREE_ITEM'],
      ['Coffee & pastry combo', 'DEAL', 'DEAL_MULTI_COMBO'],
      ['$5 off $40', 'DEAL', 'DEAL_DISCOUNT_CART_F'],
      ['Coffee card', 'PUNCH_CARD', 'DEAL_UNKNOWN'],
      ['Bakery points', 'POINT_PERK', 'DEAL_UNKNOWN'],
      ['Free cinnamon bun', 'REWARD_ITEM', 'DEAL_UNKNOWN'],
    ]);
    const stores = (await t.app.inject({ url: '/api/merchant-stores', headers })).json() as { id: string }[];
    for (const perk of perks) expect(perk).toMatchObject({ isValid: true, stores: stores.map((s) => s.id) });

    // Customers see every public perk in the store; the coupon-only welcome deal stays hidden.
    const detail = (await t.app.inject({ url: `/api/merchant-stores/${stores[0]?.id}/detail` })).json() as {
      promotions: Perk[];
    };
    expect(detail.promotions.map((perk) => perk.name)).toEqual(
      perks.map((perk) => perk.name).filter((name) => name !== 'Welcome 15% off'),
    );
  });
});
