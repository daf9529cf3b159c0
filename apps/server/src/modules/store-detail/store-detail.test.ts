import { storeDetailSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueGroups } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { createProduct } from '../../test/catalogue-fixtures';
import { createStore, TAX, VANCOUVER } from '../../test/setup-fixtures';
import {
  createTestApp,
  injectJson,
  TEST_APP_ORIGIN,
  type TestApp,
  type TestMethod,
} from '../../test/test-app';

type Headers = Record<string, string>;
type Named = { id: string; name: string };
type Detail = {
  store: { id: string; timeZone: { zoneName: string } };
  products: (Named & { groups: string[]; addonGroups: string[] })[];
  productGroups: (Named & { rank: number; products: string[] })[];
  addons: (Named & { groups: string[] })[];
  addonGroups: (Named & { products: string[] })[];
  promotions: unknown[];
};

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;

// Monday 2 June 2025. Toronto is UTC−4 (EDT), Vancouver UTC−7 (PDT).
const MON_1200Z = new Date('2025-06-02T12:00:00Z'); // Toronto 08:00, Vancouver 05:00
const MON_1500Z = new Date('2025-06-02T15:00:00Z'); // Toronto 11:00, Vancouver 08:00
const BREAKFAST = [{ day: 'MONDAY', fromTime: '07:00', toTime: '10:30' }];

const setClock = (instant: Date) => t.clock.advance(instant.getTime() - t.clock.now().getTime());
const inject = (method: TestMethod, url: string, payload?: unknown, headers: Headers = merchant.headers) =>
  injectJson(t.app, method, url, payload, headers);
const created = async (method: TestMethod, url: string, payload: unknown, headers = merchant.headers) => {
  const response = await inject(method, url, payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const connectPayments = (headers: Headers) =>
  inject(
    'GET',
    `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(TEST_APP_ORIGIN)}`,
    undefined,
    headers,
  );
const vancouverStore = (headers: Headers) =>
  createStore(t, headers, {
    name: 'Gastown',
    address: {
      streetNumber: '453',
      streetName: 'West 12th Avenue',
      city: 'Vancouver',
      province: 'BC',
      country: 'CA',
      postalCode: 'V5Y 1V4',
      location: { coordinates: [VANCOUVER.lng, VANCOUVER.lat] },
    },
    taxConfigIds: [TAX.bcGst, TAX.bcPst],
  });

const detailOf = (storeId: string, headers: Headers = {}) =>
  t.app.inject({ url: `/api/merchant-stores/${storeId}/detail`, headers });
const detail = async (storeId: string, headers: Headers = {}): Promise<Detail> => {
  const response = await detailOf(storeId, headers);
  expect(response.statusCode, response.body).toBe(200);
  return storeDetailSchema.parse(response.json()) as unknown as Detail;
};
const names = (list: Named[]) => list.map((item) => item.name);

beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t);
  customer = await signedIn(t, 'USER');
  await connectPayments(merchant.headers);
});
afterAll(() => t.close());

describe('GET /api/merchant-stores/{id}/detail: the menu at the request instant', () => {
  let toronto: { id: string };
  let vancouver: { id: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    toronto = await createStore(t, merchant.headers);
    vancouver = await vancouverStore(merchant.headers);
    const both = [toronto.id, vancouver.id];

    const milk = await created('POST', '/api/addon-groups', {
      name: 'Milk choice',
      forcedMin: 1,
      forcedMax: 1,
    });
    const syrups = await created('POST', '/api/addon-groups', { name: 'Syrups' });
    const extras = await created('POST', '/api/addon-groups', { name: 'Sandwich extras' });
    const addon = async (name: string, groups: string[], patch: Record<string, unknown> = {}) => {
      const row = await created('POST', '/api/addons', {
        name,
        price: 0.75,
        stores: both,
        groups,
        status: 'ACTIVE',
        ...patch,
      });
      ids[name] = row.id;
    };
    await addon('Oat milk', [milk.id]);
    await addon('Soy milk', [milk.id], { status: 'INACTIVE' });
    await addon('Almond milk', [milk.id], { hideUntil: '2025-06-09T00:00:00Z' });
    await addon('Caramel sauce', [milk.id], { stores: [toronto.id] });
    await addon('Vanilla syrup', [syrups.id], { status: 'INACTIVE' });
    await addon('Extra cheese', [extras.id]);
    await addon('Lactose-free milk', [milk.id, extras.id]);
    ids.milk = milk.id;
    ids.syrups = syrups.id;
    ids.extras = extras.id;

    const product = async (name: string, patch: Record<string, unknown> = {}) => {
      const row = await createProduct(t, merchant.headers, both, { name, status: 'ACTIVE', ...patch });
      ids[name] = row.id;
    };
    await product('Flat white', { addonGroups: [milk.id, syrups.id, extras.id] });
    await product('Breakfast sandwich', { availableTime: BREAKFAST, addonGroups: [extras.id] });
    await product('Almond croissant', { hideUntil: '2025-06-03T00:00:00Z' });
    await product('Banana bread', { hideUntil: '2025-06-01T00:00:00Z' });
    await product('Seasonal tart', { status: 'INACTIVE' });
    await product('Queen West special', { stores: [toronto.id] });
    await product('Gastown special', { stores: [vancouver.id] });
    await product('Retired muffin');
    await inject('DELETE', `/api/products/${ids['Retired muffin']}`);

    const group = async (name: string, members: string[]) => {
      const row = await created('POST', '/api/product-groups', {
        name,
        products: members.map((member) => ids[member]),
      });
      ids[name] = row.id;
    };
    await group('Everyday', ['Flat white', 'Seasonal tart', 'Almond croissant', 'Banana bread']);
    await group('Breakfast', ['Breakfast sandwich']);
    await group('Specials', ['Queen West special', 'Gastown special']);
    await group('Hidden for now', ['Almond croissant', 'Seasonal tart']);
    // Breakfast first, then Specials; Everyday and the hidden group follow in their order.
    await created('PUT', '/api/product-groups/rank', {
      productGroups: [
        { id: ids.Breakfast, rank: 1 },
        { id: ids.Specials, rank: 2 },
      ],
    });
    // An ACTIVE add-on whose only group is deleted (the API would have made it INACTIVE).
    await addon('Orphan topping', [syrups.id]);
    await t.db.update(catalogueGroups).set({ deleted: true }).where(eq(catalogueGroups.id, syrups.id));
  });

  it('Toronto at 11:00: breakfast is over, hidden and inactive items are out, groups by rank', async () => {
    setClock(MON_1500Z);
    const menu = await detail(toronto.id);
    expect(menu.store.id).toBe(toronto.id);
    expect(menu.store.timeZone.zoneName).toBe('America/Toronto');
    expect(names(menu.products)).toEqual(['Flat white', 'Banana bread', 'Queen West special']);
    expect(menu.productGroups.map((g) => [g.name, g.products])).toEqual([
      ['Specials', [ids['Queen West special']]],
      ['Everyday', [ids['Flat white'], ids['Banana bread']]],
    ]);
    expect(menu.productGroups.map((g) => g.rank)).toEqual([2, 3]);
    expect(menu.promotions).toEqual([]);
  });

  it('Vancouver at 08:00 (same instant): breakfast is on, and its own special', async () => {
    setClock(MON_1500Z);
    const menu = await detail(vancouver.id);
    expect(menu.store.timeZone.zoneName).toBe('America/Vancouver');
    expect(names(menu.products)).toEqual([
      'Flat white',
      'Breakfast sandwich',
      'Banana bread',
      'Gastown special',
    ]);
    expect(names(menu.productGroups)).toEqual(['Breakfast', 'Specials', 'Everyday']);
    expect(menu.productGroups[1]?.products).toEqual([ids['Gastown special']]);
  });

  it('three hours earlier the zones swap: Toronto at 08:00 serves breakfast, Vancouver at 05:00 does not', async () => {
    setClock(MON_1200Z);
    expect(names((await detail(toronto.id)).productGroups)).toEqual(['Breakfast', 'Specials', 'Everyday']);
    expect(names((await detail(vancouver.id)).products)).not.toContain('Breakfast sandwich');
    expect(names((await detail(vancouver.id)).productGroups)).toEqual(['Specials', 'Everyday']);
  });

  it('hideUntil: a product shows once the instant passes it, and fills its group again', async () => {
    setClock(new Date('2025-06-03T00:00:00Z'));
    const menu = await detail(toronto.id);
    expect(names(menu.products)).toContain('Almond croissant');
    expect(menu.productGroups.find((g) => g.name === 'Hidden for now')?.products).toEqual([
      ids['Almond croissant'],
    ]);
  });

  it('add-ons: only available ones, in non-deleted groups; empty add-on groups dropped; products name only included groups', async () => {
    setClock(MON_1500Z);
    const menu = await detail(toronto.id);
    expect(names(menu.addons)).toEqual(['Oat milk', 'Caramel sauce', 'Extra cheese', 'Lactose-free milk']);
    expect(menu.addonGroups.map((g) => [g.name, g.products])).toEqual([
      ['Milk choice', [ids['Oat milk'], ids['Caramel sauce'], ids['Lactose-free milk']]],
      ['Sandwich extras', [ids['Extra cheese'], ids['Lactose-free milk']]],
    ]);
    expect(menu.addons.find((a) => a.name === 'Lactose-free milk')?.groups).toEqual([ids.milk, ids.extras]);
    const flatWhite = menu.products.find((p) => p.name === 'Flat white');
    expect(flatWhite?.addonGroups).toEqual([ids.milk, ids.extras]);
    expect(flatWhite?.groups).toEqual([ids.Everyday]);

    const inVancouver = await detail(vancouver.id);
    expect(names(inVancouver.addons)).toEqual(['Oat milk', 'Extra cheese', 'Lactose-free milk']);
  });

  it('an add-on group whose add-ons are all unavailable is dropped from the products too', async () => {
    setClock(MON_1500Z);
    await created('PUT', `/api/addons/status/${ids['Extra cheese']}`, 'INACTIVE');
    await created('PUT', `/api/addons/status/${ids['Lactose-free milk']}`, 'INACTIVE');
    try {
      const menu = await detail(vancouver.id);
      expect(names(menu.addonGroups)).toEqual(['Milk choice']);
      expect(menu.products.find((p) => p.name === 'Breakfast sandwich')?.addonGroups).toEqual([]);
      expect(menu.products.find((p) => p.name === 'Flat white')?.addonGroups).toEqual([ids.milk]);
    } finally {
      await created('PUT', `/api/addons/status/${ids['Extra cheese']}`, 'ACTIVE');
      await created('PUT', `/api/addons/status/${ids['Lactose-free milk']}`, 'ACTIVE');
    }
  });

  it('answers the same to customers, anonymous callers and the owner', async () => {
    setClock(MON_1500Z);
    const anonymous = await detail(toronto.id);
    expect(await detail(toronto.id, customer.headers)).toEqual(anonymous);
    expect(await detail(toronto.id, merchant.headers)).toEqual(anonymous);
  });
});

describe('GET /api/merchant-stores/{id}/detail: visibility', () => {
  it('a store of an unconnected merchant is 404 to others, a preview to its merchant', async () => {
    const owner = await signedIn(t);
    const store = await createStore(t, owner.headers);
    await createProduct(t, owner.headers, [store.id], { status: 'ACTIVE' });
    expect((await detailOf(store.id)).statusCode).toBe(404);
    expect((await detailOf(store.id, customer.headers)).statusCode).toBe(404);
    expect((await detailOf(store.id, merchant.headers)).statusCode).toBe(404);
    const preview = await detail(store.id, owner.headers);
    expect(names(preview.products)).toEqual(['Flat white']);

    await connectPayments(owner.headers);
    expect((await detailOf(store.id)).statusCode).toBe(200);
    expect((await detailOf(store.id, merchant.headers)).statusCode).toBe(200);
  });

  it('an INACTIVE or deleted store is 404 to customers and other merchants, a preview to its merchant', async () => {
    const store = await createStore(t, merchant.headers);
    const other = await signedIn(t);
    expect((await detailOf(store.id)).statusCode).toBe(200);

    await created('PUT', `/api/merchant-stores/${store.id}/INACTIVE`, undefined);
    for (const headers of [{}, customer.headers, other.headers]) {
      const response = await detailOf(store.id, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await detailOf(store.id, merchant.headers)).statusCode).toBe(200);

    await created('DELETE', `/api/merchant-stores/${store.id}`, undefined);
    expect((await detailOf(store.id)).statusCode).toBe(404);
    expect((await detailOf(store.id, other.headers)).statusCode).toBe(404);
    expect((await detailOf(store.id, merchant.headers)).statusCode).toBe(200);
  });

  it('an unknown store is 404; a bad token is 401 even on this public route', async () => {
    expect((await detailOf('12345678901234567890')).statusCode).toBe(404);
    const store = await createStore(t, merchant.headers);
    const response = await detailOf(store.id, { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });
});
