import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueGroups, catalogueItems, merchants } from '../db/schema/index';
import { createLocalDiskStorage } from '../integrations/storage/local-disk-storage';
import { bearer, login } from '../test/account-fixtures';
import { TAX } from '../test/setup-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH } from './demo-images';
import {
  DEMO_EMAIL,
  DEMO_MERCHANT_NAME,
  DEMO_PASSWORD,
  DEMO_USERNAME,
  seedAdmin,
  seedDemo,
} from './seed-demo';
import { DEMO_MENU_IMAGES, DEMO_MENU_SIZE } from './seed-demo-menu';

/** The storage the app serves GET /api/files/{name} from. */
const storageOf = (app: TestApp) =>
  createLocalDiskStorage({ dir: app.config.uploadDir, publicOrigin: app.config.publicOrigin });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: 'admin@perkdesk.local', ADMIN_PASSWORD: 'Admin#Perk2026' } });
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('creates the activated demo merchant once, into an empty database', async () => {
    expect(await seedDemo(t.db, { storage: storageOf(t) })).toBe(true);
    expect(await seedDemo(t.db, { storage: storageOf(t) })).toBe(false);
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

describe('the demo menu', () => {
  type Named = { id: string; name: string };
  const demo = async () => bearer((await login(t, DEMO_USERNAME, DEMO_PASSWORD)).access_token);
  const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

  it('is a café menu: ~40 ACTIVE products in 6 ranked groups, 4 add-on groups, terms and taxes', async () => {
    const headers = await demo();
    const get = async (url: string) => (await t.app.inject({ url, headers })).json();
    const products = await get('/api/products');
    expect(products).toHaveLength(DEMO_MENU_SIZE.products);
    expect(products.length).toBeGreaterThanOrEqual(40);
    const stores = (await get('/api/merchant-stores')).map((store: Named) => store.id);
    for (const product of products) {
      expect(product).toMatchObject({ status: 'ACTIVE', stores });
      expect(product.description.length).toBeGreaterThan(3);
      expect(product.categories).toHaveLength(1);
      expect(product.groups).toHaveLength(1);
      expect(product.images).toHaveLength(1);
    }
    const loaf = products.find((p: Named) => p.name === 'Country sourdough loaf');
    expect(loaf.productTaxConfigs).toEqual(
      stores.map((storeId: string) => ({ storeId, isDefaultStoreTax: false, taxConfigIds: [] })),
    );
    expect(
      products.filter((p: { productTaxConfigs: unknown[] }) => p.productTaxConfigs.length > 0),
    ).toHaveLength(3);
    const sandwich = products.find((p: Named) => p.name === 'Breakfast sandwich');
    expect(sandwich.availableTime).toHaveLength(7);
    expect(sandwich.availableTime[0]).toEqual({ day: 'MONDAY', fromTime: '07:00', toTime: '11:00' });
    expect(products.find((p: Named) => p.name === 'Flat white')).toMatchObject({
      price: 5,
      unit: 'cup',
      categories: ['Coffee'],
      attributes: { Size: '8 oz' },
    });

    const groups = await get('/api/product-groups');
    expect(groups.map((g: { name: string; rank: number }) => [g.rank, g.name])).toEqual([
      [1, 'Breakfast'],
      [2, 'Espresso bar'],
      [3, 'Teas and cold drinks'],
      [4, 'Bakery'],
      [5, 'Lunch'],
      [6, 'Sweets'],
    ]);
    expect(groups.every((g: { status: string }) => g.status === 'ACTIVE')).toBe(true);
    const addonGroups = await get('/api/addon-groups');
    expect(
      addonGroups.map((g: { name: string; forcedMin: number; forcedMax: number }) => [
        g.name,
        g.forcedMin,
        g.forcedMax,
      ]),
    ).toEqual([
      ['Milk choice', 1, 1],
      ['Extra shots', 0, 3],
      ['Syrups', 0, 0],
      ['Sandwich extras', 0, 0],
    ]);
    expect(await get('/api/addons')).toHaveLength(DEMO_MENU_SIZE.addons);
    expect((await get('/api/product-categories')).map((c: Named) => c.name)).toContain('Pastries');
    expect(await get('/api/merchants/setup-state')).toMatchObject({
      productCount: DEMO_MENU_SIZE.products,
      addonGroupCount: 4,
      paymentConnected: true,
    });
  });

  it('has generated 600×400 JPEG pictures served by the app', async () => {
    const headers = await demo();
    const [product] = (await t.app.inject({ url: '/api/products', headers })).json();
    const [group] = (await t.app.inject({ url: '/api/product-groups', headers })).json();
    for (const url of [product.images[0], group.image]) {
      expect(url.startsWith(`${t.config.publicOrigin}/api/files/`)).toBe(true);
      const file = await t.app.inject({ url: new URL(url).pathname });
      expect(file.statusCode).toBe(200);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: DEMO_IMAGE_WIDTH,
        height: DEMO_IMAGE_HEIGHT,
      });
    }
    expect(DEMO_MENU_IMAGES).toHaveLength(DEMO_MENU_SIZE.products + DEMO_MENU_SIZE.productGroups);
  });

  it('is connected to the sandbox: customers see the stores, breakfast only in the morning', async () => {
    const headers = await demo();
    const session = await login(t, DEMO_USERNAME, DEMO_PASSWORD);
    const check = await t.app.inject({
      url: `/api/accounts/check/has-account/${session.merchantID}`,
      headers,
    });
    expect(check.body).toBe('true');
    const [toronto, montreal] = (await t.app.inject({ url: '/api/merchant-stores', headers })).json();
    const menu = async (storeId: string) =>
      (await t.app.inject({ url: `/api/merchant-stores/${storeId}/detail` })).json();

    setClock('2025-06-02T12:30:00Z'); // Monday 08:30 in Toronto and Montréal
    const morning = await menu(toronto.id);
    expect(morning.productGroups.map((g: Named) => g.name)).toEqual([
      'Breakfast',
      'Espresso bar',
      'Teas and cold drinks',
      'Bakery',
      'Lunch',
      'Sweets',
    ]);
    expect(morning.products).toHaveLength(DEMO_MENU_SIZE.products);
    expect(morning.addonGroups).toHaveLength(4);

    setClock('2025-06-02T16:00:00Z'); // 12:00
    const noon = await menu(montreal.id);
    expect(noon.productGroups.map((g: Named) => g.name)).not.toContain('Breakfast');
    expect(noon.products).toHaveLength(DEMO_MENU_SIZE.products - 4);
  });

  it('is not seeded twice', async () => {
    const before = await t.db.select({ n: count() }).from(catalogueItems);
    expect(await seedDemo(t.db, { storage: storageOf(t) })).toBe(false);
    expect(await t.db.select({ n: count() }).from(catalogueItems)).toEqual(before);
    expect(await t.db.select({ n: count() }).from(catalogueGroups)).toEqual([{ n: 10 }]);
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
