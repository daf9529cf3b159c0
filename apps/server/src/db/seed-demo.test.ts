import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../test/account-fixtures';
import { TAX } from '../test/setup-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { merchants } from './schema/index';
import {
  DEMO_EMAIL,
  DEMO_MERCHANT_NAME,
  DEMO_PASSWORD,
  DEMO_USERNAME,
  seedAdmin,
  seedDemo,
} from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: 'admin@perkdesk.local', ADMIN_PASSWORD: 'Admin#Perk2026' } });
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('creates the activated demo merchant once, into an empty database', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    const session = await login(t, DEMO_USERNAME, DEMO_PASSWORD);
    expect(session).toMatchObject({ role: 'MERCHANT', isMerchant: true });
    expect((await login(t, DEMO_EMAIL, DEMO_PASSWORD)).id).toBe(session.id);
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, session.merchantID!));
    expect(merchant?.name).toBe(DEMO_MERCHANT_NAME);
  });

  it('gives the demo merchant a business, two stores in two provinces and their delivery rules', async () => {
    const headers = bearer((await login(t, DEMO_USERNAME, DEMO_PASSWORD)).access_token);
    const get = async (url: string) => (await t.app.inject({ url, headers })).json();
    expect(await get('/api/merchants/setup-state')).toMatchObject({
      hasBusinessType: true,
      hasBusinessProfile: true,
      storeCount: 2,
    });
    const profile = await get('/api/merchants/profile');
    expect(profile).toMatchObject({
      businessType: 'Food/Beverage',
      businessLines: ['Coffee Shop', 'Bakery'],
    });
    const stores = await get('/api/merchant-stores');
    expect(stores.map((store: { timeZone: { zoneName: string } }) => store.timeZone.zoneName)).toEqual([
      'America/Toronto',
      'America/Toronto',
    ]);
    expect(stores.map((store: { address: { province: string } }) => store.address.province)).toEqual([
      'ON',
      'QC',
    ]);
    expect(stores.map((store: { taxConfigIds: string[] }) => store.taxConfigIds)).toEqual([
      [TAX.ontarioHst],
      [TAX.quebecGst, TAX.quebecQst],
    ]);
    expect(profile.stores).toEqual(stores.map((store: { id: string }) => store.id));
    for (const store of stores) {
      expect(store.status).toBe('ACTIVE');
      expect(store.operationTime).toHaveLength(7);
      const rules = await get(`/api/merchant-stores/${store.id}/delivery-rules`);
      expect(
        rules.map((rule: { distance: number; minAmount: number }) => [rule.distance, rule.minAmount]),
      ).toEqual([
        [3, 0],
        [3, 30],
        [8, 0],
      ]);
    }
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/merchant-stores/${stores[1].id}/delivery-price`,
      headers,
      payload: { totalAmount: 12, distance: 2 },
    });
    expect(quote.json()).toMatchObject({ deliveryPrice: 3.99, totalDeliveryAmount: 4.59 });
  });
});

describe('seedAdmin', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD once', async () => {
    await seedAdmin(t.db, t.config, t.app.log);
    await seedAdmin(t.db, t.config, t.app.log);
    const session = await login(t, 'admin@perkdesk.local', 'Admin#Perk2026');
    expect(session).toMatchObject({ role: 'ADMIN', isMerchant: false, merchantID: null });
    const merchantPortal = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin@perkdesk.local', password: 'Admin#Perk2026', portal: 'MERCHANT' },
    });
    expect(merchantPortal.json().code).toBe('BAD_CREDENTIALS');
  });
});
