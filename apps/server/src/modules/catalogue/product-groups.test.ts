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
const BASE = '/api/product-groups';
const product = (patch: Record<string, unknown> = {}) =>
  createProduct(t, merchant.headers, [store.id], patch);
const createGroup = async (
  body: Record<string, unknown> = {},
  headers: Record<string, string> = merchant.headers,
) => {
  const response = await inject('POST', BASE, { name: 'Coffee', ...body }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('product groups', () => {
  it('creates with the contract shape and a rank after the highest', async () => {
    const a = await product();
    const group = await createGroup({ name: 'Espresso bar', description: 'All shots', products: [a.id] });
    expect(group).toEqual({
      id: expect.stringMatching(/^\d{20,}$/),
      name: 'Espresso bar',
      description: 'All shots',
      image: null,
      products: [a.id],
      status: 'INACTIVE',
      hideUntil: null,
      availableTime: [],
      isSyncedInGroup: true,
      rank: expect.any(Number),
      lastUpdatedAt: expect.any(String),
    });
    const next = await createGroup();
    expect(next.rank).toBe(group.rank + 1);
    // Membership is visible from the product's side too.
    expect((await inject('GET', `/api/products/${a.id}`)).json().groups).toEqual([group.id]);
  });

  it('refuses a short name and unknown products', async () => {
    expect((await inject('POST', BASE, { name: 'ab' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Name must be 3 to 35 characters.',
    });
    const theirs = await createProduct(t, other.headers, [(await createStore(t, other.headers)).id]);
    const response = await inject('POST', BASE, { name: 'Mixed', products: [theirs.id] });
    expect(response.json().violations).toContainEqual({
      field: 'products',
      message: 'Unknown product or add-on.',
    });
  });

  it('derives status from members and pushes a set status to them; empty groups give GROUP_EMPTY', async () => {
    const a = await product({ status: 'ACTIVE' });
    const b = await product();
    const group = await createGroup({ products: [a.id, b.id] });
    expect(group.status).toBe('ACTIVE');
    const inactive = await inject('PUT', `${BASE}/status/${group.id}/INACTIVE`);
    expect(inactive.json().status).toBe('INACTIVE');
    expect((await inject('GET', `/api/products/${a.id}`)).json().status).toBe('INACTIVE');
    await inject('PUT', `${BASE}/status/${group.id}/ACTIVE`);
    expect((await inject('GET', `/api/products/${b.id}`)).json().status).toBe('ACTIVE');
    expect((await inject('PUT', `${BASE}/status/${group.id}/NOPE`)).json()).toMatchObject({
      code: 'INVALID_STATUS',
    });
    const empty = await createGroup();
    expect((await inject('PUT', `${BASE}/status/${empty.id}/ACTIVE`)).json()).toEqual({
      status: 400,
      code: 'GROUP_EMPTY',
      message: 'The group has no products.',
    });
    // A deleted member no longer counts.
    await inject('DELETE', `/api/products/${a.id}`);
    await inject('DELETE', `/api/products/${b.id}`);
    expect((await inject('GET', `${BASE}/${group.id}`)).json()).toMatchObject({
      status: 'INACTIVE',
      products: [],
    });
  });

  it('shows a shared schedule as synced, and pushes one written with isSyncedInGroup', async () => {
    const windows = [{ day: 'MONDAY', fromTime: '08:00', toTime: '11:00' }];
    const a = await product({ availableTime: windows });
    const b = await product();
    const group = await createGroup({ products: [a.id, b.id] });
    expect(group).toMatchObject({ isSyncedInGroup: false, hideUntil: null, availableTime: [] });
    const synced = await inject('PUT', `${BASE}/${group.id}`, {
      name: 'Coffee',
      isSyncedInGroup: true,
      hideUntil: '2026-12-01T10:00:00Z',
      availableTime: windows,
    });
    expect(synced.json()).toMatchObject({
      isSyncedInGroup: true,
      hideUntil: '2026-12-01T10:00:00.000Z',
      availableTime: windows,
      products: [a.id, b.id],
    });
    expect((await inject('GET', `/api/products/${b.id}`)).json()).toMatchObject({
      hideUntil: '2026-12-01T10:00:00.000Z',
      availableTime: windows,
    });
  });

  it('changes members by full list, by add / delete lists and through /{id}/products', async () => {
    const [a, b, c] = [await product(), await product(), await product()];
    const group = await createGroup({ products: [a.id] });
    const url = `${BASE}/${group.id}`;
    expect(
      (
        await inject('PUT', url, { name: 'Coffee', addProductList: [b.id, c.id], deleteProductList: [a.id] })
      ).json().products,
    ).toEqual([b.id, c.id]);
    expect((await inject('PUT', url, { name: 'Coffee', products: [a.id] })).json().products).toEqual([a.id]);
    expect((await inject('PUT', `${url}/products`, { productList: [b.id] })).json().products).toEqual([
      a.id,
      b.id,
    ]);
    expect((await inject('DELETE', `${url}/products`, { productList: [a.id] })).json().products).toEqual([
      b.id,
    ]);
    expect((await inject('GET', `/api/products/${a.id}`)).json().groups).toEqual([]);
    expect(
      (await inject('GET', `/api/products/group/${group.id}`)).json().map((p: { id: string }) => p.id),
    ).toEqual([b.id]);
    expect(
      (await inject('GET', `/api/products?groupId=${group.id}`)).json().map((p: { id: string }) => p.id),
    ).toEqual([b.id]);
  });

  it('a product written with groups joins them, and deletedGroups leaves them', async () => {
    const group = await createGroup();
    const a = await product({ groups: [group.id] });
    expect((await inject('GET', `${BASE}/${group.id}`)).json().products).toEqual([a.id]);
    const updated = await inject('PUT', `/api/products/${a.id}`, {
      name: 'Flat white',
      price: 4,
      unit: 'ea',
      stores: [store.id],
      deletedGroups: [group.id],
    });
    expect(updated.json().groups).toEqual([]);
    expect((await inject('GET', `${BASE}/${group.id}`)).json().products).toEqual([]);
  });

  it('deletes softly and keeps the products', async () => {
    const a = await product();
    const group = await createGroup({ products: [a.id] });
    expect((await inject('DELETE', `${BASE}/${group.id}`)).json()).toEqual({ id: group.id });
    expect((await inject('GET', `${BASE}/${group.id}`)).json().status).toBe('DELETED');
    expect((await inject('GET', BASE)).json().map((g: { id: string }) => g.id)).not.toContain(group.id);
    expect((await inject('GET', `/api/products/${a.id}`)).json()).toMatchObject({
      status: 'INACTIVE',
      groups: [],
    });
    expect((await inject('PUT', `${BASE}/${group.id}`, { name: 'Again' })).json().code).toBe(
      'ENTITY_DELETED',
    );
  });

  it('searches by name or description, ignoring case', async () => {
    const group = await createGroup({ name: 'Pastries', description: 'Baked DAILY' });
    const found = (await inject('GET', `${BASE}/search?searchText=daily`))
      .json()
      .map((g: { id: string }) => g.id);
    expect(found).toContain(group.id);
    expect((await inject('GET', `${BASE}/search?searchText=zzz`)).json()).toEqual([]);
  });

  it('ranks: listed groups take their ranks, the others follow, all renumbered 1..n', async () => {
    const fresh = await signedIn(t);
    const [g1, g2, g3, g4] = [
      await createGroup({ name: 'One' }, fresh.headers),
      await createGroup({ name: 'Two' }, fresh.headers),
      await createGroup({ name: 'Three' }, fresh.headers),
      await createGroup({ name: 'Four' }, fresh.headers),
    ];
    expect([g1.rank, g2.rank, g3.rank, g4.rank]).toEqual([1, 2, 3, 4]);
    const response = await inject(
      'PUT',
      `${BASE}/rank`,
      {
        productGroups: [
          { id: g4.id, rank: 1 },
          { id: g1.id, rank: 3 },
        ],
      },
      fresh.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((g: { id: string; rank: number }) => [g.id, g.rank])).toEqual([
      [g4.id, 1],
      [g2.id, 2],
      [g1.id, 3],
      [g3.id, 4],
    ]);
    expect(
      (await inject('GET', BASE, undefined, fresh.headers)).json().map((g: { id: string }) => g.id),
    ).toEqual([g4.id, g2.id, g1.id, g3.id]);
  });

  it("answers 404 for another merchant's group", async () => {
    const group = await createGroup();
    const calls: [TestMethod, string, unknown][] = [
      ['GET', `${BASE}/${group.id}`, undefined],
      ['PUT', `${BASE}/${group.id}`, { name: 'Mine' }],
      ['DELETE', `${BASE}/${group.id}`, undefined],
      ['PUT', `${BASE}/status/${group.id}/ACTIVE`, undefined],
      ['PUT', `${BASE}/${group.id}/products`, { productList: [] }],
      ['PUT', `${BASE}/rank`, { productGroups: [{ id: group.id, rank: 1 }] }],
    ];
    for (const [method, url, payload] of calls)
      expect((await inject(method, url, payload, other.headers)).statusCode, `${method} ${url}`).toBe(404);
  });

  it('is for merchants only: 401 without a token, 403 for a customer', async () => {
    const group = await createGroup();
    const calls: [TestMethod, string, unknown][] = [
      ['POST', BASE, { name: 'Nope' }],
      ['GET', BASE, undefined],
      ['GET', `${BASE}/search?searchText=a`, undefined],
      ['GET', `${BASE}/${group.id}`, undefined],
      ['PUT', `${BASE}/${group.id}`, { name: 'Nope' }],
      ['DELETE', `${BASE}/${group.id}`, undefined],
      ['PUT', `${BASE}/status/${group.id}/ACTIVE`, undefined],
      ['PUT', `${BASE}/${group.id}/products`, { productList: [] }],
      ['DELETE', `${BASE}/${group.id}/products`, { productList: [] }],
      ['PUT', `${BASE}/rank`, { productGroups: [] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await inject(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, payload, customer.headers)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
