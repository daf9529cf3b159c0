import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createProduct } from '../../test/catalogue-fixtures';
import { createStore } from '../../test/setup-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let store: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  [merchant, other, customer] = [await signedIn(t), await signedIn(t), await signedIn(t, 'USER')];
  store = await createStore(t, merchant.headers);
});
afterAll(() => t.close());

const inject = (
  method: TestMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = merchant.headers,
) => injectJson(t.app, method, url, payload, headers);
const GROUPS = '/api/addon-groups';
const ADDONS = '/api/addons';
const ids = (response: { json(): unknown }) => (response.json() as { id: string }[]).map((item) => item.id);

const createGroup = async (
  body: Record<string, unknown> = {},
  headers: Record<string, string> = merchant.headers,
) => {
  const response = await inject('POST', GROUPS, { name: 'Milk options', ...body }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const addonBody = (groups: string[], patch: Record<string, unknown> = {}) => ({
  name: 'Oat milk',
  price: 0.5,
  stores: [store.id],
  groups,
  ...patch,
});
const createAddon = async (groups: string[], patch: Record<string, unknown> = {}) => {
  const response = await inject('POST', ADDONS, addonBody(groups, patch));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('add-on groups', () => {
  it('creates with the contract shape and checks the limits', async () => {
    const group = await createGroup({ forcedMin: 1, forcedMax: 2, isSameAddonAllowed: false });
    expect(group).toEqual({
      id: expect.stringMatching(/^\d{20,}$/),
      name: 'Milk options',
      description: null,
      images: [],
      products: [],
      status: 'INACTIVE',
      forcedMin: 1,
      forcedMax: 2,
      isSameAddonAllowed: false,
      lastUpdatedAt: expect.any(String),
    });
    expect((await createGroup()).forcedMax).toBe(0);
    for (const [forcedMin, forcedMax] of [
      [2, 1],
      [3, 2],
    ]) {
      const response = await inject('POST', GROUPS, { name: 'Bad limits', forcedMin, forcedMax });
      expect(response.json().violations).toContainEqual({
        field: 'forcedMax',
        message: 'Maximum must be at least the minimum.',
      });
    }
    expect((await inject('POST', GROUPS, { name: 'Bad', forcedMin: -1 })).statusCode).toBe(400);
  });

  it('derives status, pushes it, and refuses an empty group', async () => {
    const group = await createGroup();
    expect((await inject('PUT', `${GROUPS}/status/${group.id}/ACTIVE`)).json()).toEqual({
      status: 400,
      code: 'GROUP_EMPTY',
      message: 'The group has no add-ons.',
    });
    const addon = await createAddon([group.id]);
    expect((await inject('GET', `${GROUPS}/${group.id}`)).json()).toMatchObject({
      products: [addon.id],
      status: 'INACTIVE',
    });
    expect((await inject('PUT', `${GROUPS}/status/${group.id}/ACTIVE`)).json().status).toBe('ACTIVE');
    expect((await inject('GET', `${ADDONS}/${addon.id}`)).json().status).toBe('ACTIVE');
  });

  it('adds and removes add-ons, refusing to take an add-on from its last group', async () => {
    const [g1, g2] = [await createGroup(), await createGroup({ name: 'Syrups' })];
    const a = await createAddon([g1.id]);
    const b = await createAddon([g1.id, g2.id]);
    expect((await inject('GET', `${GROUPS}/${g1.id}/exclusive-addons`)).json()).toEqual([a.id]);
    expect((await inject('DELETE', `${GROUPS}/${g1.id}/addons`, { addons: [a.id] })).json()).toEqual({
      status: 400,
      code: 'ADDON_LAST_GROUP',
      message: 'At least one group is required',
    });
    expect((await inject('DELETE', `${GROUPS}/${g1.id}/addons`, { addons: [b.id] })).json().products).toEqual(
      [a.id],
    );
    expect((await inject('PUT', `${GROUPS}/${g2.id}/addons`, { addons: [a.id] })).json().products).toEqual([
      b.id,
      a.id,
    ]);
    expect(
      (await inject('PUT', `${GROUPS}/${g2.id}`, { name: 'Syrups', deleteAddonList: [b.id] })).json().code,
    ).toBe('ADDON_LAST_GROUP');
    expect((await inject('GET', `${ADDONS}/${a.id}`)).json().groups).toEqual([g1.id, g2.id]);
  });

  it('deleting a group leaves products and makes add-ons with no group INACTIVE', async () => {
    const [g1, g2] = [await createGroup(), await createGroup({ name: 'Extras' })];
    const only = await createAddon([g1.id], { status: 'ACTIVE' });
    const shared = await createAddon([g1.id, g2.id], { status: 'ACTIVE' });
    const product = await createProduct(t, merchant.headers, [store.id], { addonGroups: [g1.id, g2.id] });
    expect(product.addonGroups).toEqual([g1.id, g2.id]);
    expect((await inject('DELETE', `${GROUPS}/${g1.id}`)).json()).toEqual({ id: g1.id });
    expect((await inject('GET', `${ADDONS}/${only.id}`)).json()).toMatchObject({
      status: 'INACTIVE',
      groups: [],
    });
    expect((await inject('GET', `${ADDONS}/${shared.id}`)).json()).toMatchObject({
      status: 'ACTIVE',
      groups: [g2.id],
    });
    expect((await inject('GET', `/api/products/${product.id}`)).json().addonGroups).toEqual([g2.id]);
    expect(ids(await inject('GET', GROUPS))).not.toContain(g1.id);
    expect((await inject('GET', `${GROUPS}/${g1.id}`)).json().status).toBe('DELETED');
  });

  it('searches', async () => {
    const group = await createGroup({ name: 'Toppings', description: 'Sprinkles and more' });
    expect(ids(await inject('GET', `${GROUPS}/search?searchText=SPRINKLES`))).toContain(group.id);
  });
});

describe('add-ons', () => {
  it('creates with the contract shape and needs a group and a store', async () => {
    const group = await createGroup();
    const addon = await createAddon([group.id], { attributes: { Size: 'S' } });
    expect(addon).toEqual({
      id: expect.stringMatching(/^\d{20,}$/),
      name: 'Oat milk',
      description: null,
      images: [],
      price: 0.5,
      attributes: { Size: 'S' },
      stores: [store.id],
      productTaxConfigs: [],
      groups: [group.id],
      status: 'INACTIVE',
      hideUntil: null,
      availableTime: [],
      createdAt: expect.any(String),
      lastUpdatedAt: expect.any(String),
    });
    const noGroup = await inject('POST', ADDONS, addonBody([]));
    expect(noGroup.json().violations).toContainEqual({
      field: 'groups',
      message: 'At least one group is required',
    });
    const noStore = await inject('POST', ADDONS, addonBody([group.id], { stores: [] }));
    expect(noStore.json().violations).toContainEqual({ field: 'stores', message: 'Select a value' });
    const leaving = await inject(
      'PUT',
      `${ADDONS}/${addon.id}`,
      addonBody([group.id], { deletedGroups: [group.id] }),
    );
    expect(leaving.json().code).toBe('ADDON_LAST_GROUP');
  });

  it('mirrors the product routes: status, aliases, search, delete', async () => {
    const group = await createGroup();
    const addon = await createAddon([group.id], { name: 'Caramel drizzle' });
    expect((await inject('PUT', `${ADDONS}/status/${addon.id}`, 'ACTIVE')).json().status).toBe('ACTIVE');
    expect((await inject('PUT', `${ADDONS}/status/${addon.id}`, 'NOPE')).json().code).toBe('INVALID_STATUS');
    expect(ids(await inject('GET', `${ADDONS}/status/ACTIVE`))).toContain(addon.id);
    expect(ids(await inject('GET', `${ADDONS}/group/${group.id}`))).toEqual([addon.id]);
    expect(ids(await inject('GET', `${ADDONS}/store/${store.id}`))).toContain(addon.id);
    expect(ids(await inject('GET', `${ADDONS}/search?searchText=DRIZZLE`))).toEqual([addon.id]);
    expect((await inject('DELETE', `${ADDONS}/${addon.id}`)).json()).toEqual({ id: addon.id });
    expect((await inject('GET', `${GROUPS}/${group.id}`)).json().products).toEqual([]);
  });
});

describe('access and setup state', () => {
  it("answers 404 for another merchant's add-on group and add-on", async () => {
    const group = await createGroup();
    const addon = await createAddon([group.id]);
    const calls: [TestMethod, string, unknown][] = [
      ['GET', `${GROUPS}/${group.id}`, undefined],
      ['PUT', `${GROUPS}/${group.id}`, { name: 'Mine' }],
      ['DELETE', `${GROUPS}/${group.id}`, undefined],
      ['PUT', `${GROUPS}/status/${group.id}/ACTIVE`, undefined],
      ['PUT', `${GROUPS}/${group.id}/addons`, { addons: [] }],
      ['GET', `${GROUPS}/${group.id}/exclusive-addons`, undefined],
      ['GET', `${ADDONS}/${addon.id}`, undefined],
      ['DELETE', `${ADDONS}/${addon.id}`, undefined],
      ['PUT', `${ADDONS}/status/${addon.id}`, 'ACTIVE'],
    ];
    for (const [method, url, payload] of calls)
      expect((await inject(method, url, payload, other.headers)).statusCode, `${method} ${url}`).toBe(404);
  });

  it('is for merchants only: 401 without a token, 403 for a customer', async () => {
    const group = await createGroup();
    const addon = await createAddon([group.id]);
    const calls: [TestMethod, string, unknown][] = [
      ['POST', GROUPS, { name: 'Nope' }],
      ['GET', GROUPS, undefined],
      ['GET', `${GROUPS}/${group.id}`, undefined],
      ['DELETE', `${GROUPS}/${group.id}/addons`, { addons: [] }],
      ['GET', `${GROUPS}/${group.id}/exclusive-addons`, undefined],
      ['POST', ADDONS, addonBody([group.id])],
      ['GET', ADDONS, undefined],
      ['GET', `${ADDONS}/${addon.id}`, undefined],
      ['PUT', `${ADDONS}/status/${addon.id}`, 'ACTIVE'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await inject(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, payload, customer.headers)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('counts non-deleted add-on groups', async () => {
    const fresh = await signedIn(t);
    const count = async () =>
      (await inject('GET', '/api/merchants/setup-state', undefined, fresh.headers)).json().addonGroupCount;
    expect(await count()).toBe(0);
    const group = await createGroup({}, fresh.headers);
    expect(await count()).toBe(1);
    await inject('DELETE', `${GROUPS}/${group.id}`, undefined, fresh.headers);
    expect(await count()).toBe(0);
  });
});
