import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createProduct } from '../../test/catalogue-fixtures';
import { createStore, storeBody } from '../../test/setup-fixtures';
import {
  createTestApp,
  injectJson,
  TEST_APP_ORIGIN,
  type TestApp,
  type TestMethod,
} from '../../test/test-app';

// The store detail answers from the response cache: kept for the merchant's catalogue version
// and only until its menu changes by itself. Each case reads the detail once before the change,
// so that a body is cached, then checks the next read.

type Headers = Record<string, string>;
type Named = { id: string; name: string };
type Detail = {
  store: { id: string; name: string; timeZone: { gmtOffset: number; dst: boolean } };
  products: Named[];
  productGroups: (Named & { products: string[] })[];
  addons: Named[];
  addonGroups: Named[];
};

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let store: { id: string };

const at = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
const inject = (method: TestMethod, url: string, payload?: unknown, headers: Headers = merchant.headers) =>
  injectJson(t.app, method, url, payload, headers);
const ok = async (
  method: TestMethod,
  url: string,
  payload?: unknown,
  headers: Headers = merchant.headers,
) => {
  const response = await inject(method, url, payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const detailOf = (storeId: string, headers: Headers = {}) =>
  t.app.inject({ url: `/api/merchant-stores/${storeId}/detail`, headers });
const detail = async (headers: Headers = {}, storeId = store.id): Promise<Detail> => {
  const response = await detailOf(storeId, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (list: Named[]) => list.map((item) => item.name);
const connectPayments = (headers: Headers) =>
  inject(
    'GET',
    `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(TEST_APP_ORIGIN)}`,
    undefined,
    headers,
  );

// Monday 2 June 2025; Toronto is UTC−4 (EDT).
const BREAKFAST = [{ day: 'MONDAY', fromTime: '07:00', toTime: '10:30' }];

beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t);
  customer = await signedIn(t, 'USER');
  await connectPayments(merchant.headers);
  at('2025-06-02T09:00:00Z');
  store = await createStore(t, merchant.headers);
  await createProduct(t, merchant.headers, [store.id], { name: 'Drip coffee', status: 'ACTIVE' });
  await createProduct(t, merchant.headers, [store.id], {
    name: 'Almond croissant',
    status: 'ACTIVE',
    hideUntil: '2025-06-02T12:00:00Z',
  });
  await createProduct(t, merchant.headers, [store.id], {
    name: 'Breakfast sandwich',
    status: 'ACTIVE',
    availableTime: BREAKFAST,
  });
});
afterAll(() => t.close());

describe('store detail: the menu changes by itself exactly on time', () => {
  it('a product shows the instant its hideUntil passes', async () => {
    at('2025-06-02T10:00:00Z');
    expect(names((await detail()).products)).not.toContain('Almond croissant');
    at('2025-06-02T11:59:59.999Z');
    expect(names((await detail()).products)).not.toContain('Almond croissant');
    at('2025-06-02T12:00:00Z');
    expect(names((await detail()).products)).toContain('Almond croissant');
  });

  it('a time window opens at its fromTime and closes after its toTime minute (store-local)', async () => {
    const sandwich = async () => names((await detail()).products).includes('Breakfast sandwich');
    at('2025-06-02T10:30:00Z'); // 06:30 in Toronto
    expect(await sandwich()).toBe(false);
    at('2025-06-02T10:59:59.999Z');
    expect(await sandwich()).toBe(false);
    at('2025-06-02T11:00:00Z'); // 07:00
    expect(await sandwich()).toBe(true);
    at('2025-06-02T14:30:59.999Z'); // 10:30:59
    expect(await sandwich()).toBe(true);
    at('2025-06-02T14:31:00Z'); // 10:31
    expect(await sandwich()).toBe(false);
  });

  it('the store’s TimeZone changes at the daylight-saving switch', async () => {
    at('2025-11-02T05:59:59.999Z'); // 01:59:59 EDT
    expect((await detail()).store.timeZone).toMatchObject({ gmtOffset: -14400, dst: true });
    at('2025-11-02T06:00:00Z'); // 01:00 EST
    expect((await detail()).store.timeZone).toMatchObject({ gmtOffset: -18000, dst: false });
  });

  it('If-None-Match answers 304 while the menu holds, 200 with a new tag once it changes', async () => {
    at('2025-06-09T10:00:00Z'); // next Monday, 06:00
    const first = await detailOf(store.id, { 'accept-encoding': 'gzip, deflate, br' });
    const tag = String(first.headers.etag);
    at('2025-06-09T10:59:00Z');
    const same = await detailOf(store.id, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': tag });
    expect(same.statusCode).toBe(304);
    at('2025-06-09T11:00:00Z');
    const changed = await detailOf(store.id, {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': tag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('gzip, br and identity bodies decode to the same JSON', async () => {
    at('2025-06-02T13:00:00Z');
    const plain = await detailOf(store.id);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await detailOf(store.id, { 'accept-encoding': 'gzip' });
    const br = await detailOf(store.id, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(names(plain.json().products)).toEqual(['Drip coffee', 'Almond croissant', 'Breakfast sandwich']);
  });
});

describe('store detail: every write shows in the next read', () => {
  it('products: update, status, delete; product groups: membership', async () => {
    at('2025-06-02T16:00:00Z');
    const muffin = await createProduct(t, merchant.headers, [store.id], { name: 'Muffin', status: 'ACTIVE' });
    expect(names((await detail()).products)).toContain('Muffin');
    await ok('PUT', `/api/products/${muffin.id}`, {
      name: 'Blueberry muffin',
      price: 3,
      unit: 'ea',
      stores: [store.id],
      status: 'ACTIVE',
    });
    expect(names((await detail()).products)).toContain('Blueberry muffin');

    const bakery = await ok('POST', '/api/product-groups', { name: 'Bakery' });
    expect(names((await detail()).productGroups)).toEqual([]);
    await ok('PUT', `/api/product-groups/${bakery.id}/products`, { productList: [muffin.id] });
    expect((await detail()).productGroups.map((g) => [g.name, g.products])).toEqual([
      ['Bakery', [muffin.id]],
    ]);

    await ok('PUT', `/api/products/status/${muffin.id}`, 'INACTIVE');
    const inactive = await detail();
    expect(names(inactive.products)).not.toContain('Blueberry muffin');
    expect(inactive.productGroups).toEqual([]);
    await ok('PUT', `/api/products/status/${muffin.id}`, 'ACTIVE');
    expect(names((await detail()).products)).toContain('Blueberry muffin');
    await ok('DELETE', `/api/products/${muffin.id}`);
    expect(names((await detail()).products)).not.toContain('Blueberry muffin');
  });

  it('add-ons and add-on groups', async () => {
    at('2025-06-02T16:00:00Z');
    const milk = await ok('POST', '/api/addon-groups', { name: 'Milk choice' });
    const oat = await ok('POST', '/api/addons', {
      name: 'Oat milk',
      price: 0.75,
      stores: [store.id],
      groups: [milk.id],
      status: 'ACTIVE',
    });
    const before = await detail();
    expect(names(before.addons)).toEqual(['Oat milk']);
    expect(names(before.addonGroups)).toEqual(['Milk choice']);
    await ok('PUT', `/api/addon-groups/${milk.id}`, { name: 'Milk', addons: [oat.id] });
    expect(names((await detail()).addonGroups)).toEqual(['Milk']);
    await ok('PUT', `/api/addons/status/${oat.id}`, 'INACTIVE');
    const after = await detail();
    expect(after.addons).toEqual([]);
    expect(after.addonGroups).toEqual([]);
  });

  it('the store itself: a change, INACTIVE (404 to customers, the preview stays), ACTIVE again', async () => {
    at('2025-06-02T16:00:00Z');
    expect((await detail()).store.name).toBe('Queen West');
    await ok('PUT', `/api/merchant-stores/${store.id}`, storeBody({ name: 'Queen West café' }));
    expect((await detail()).store.name).toBe('Queen West café');

    await detail(customer.headers);
    await ok('PUT', `/api/merchant-stores/${store.id}/INACTIVE`);
    expect((await detailOf(store.id)).statusCode).toBe(404);
    expect((await detailOf(store.id, customer.headers)).statusCode).toBe(404);
    expect((await detail(merchant.headers)).store.name).toBe('Queen West café');
    await ok('PUT', `/api/merchant-stores/${store.id}/ACTIVE`);
    expect((await detail(customer.headers)).store.name).toBe('Queen West café');
  });

  it('the payment account disconnected: 404 to customers at once; connected again: back', async () => {
    at('2025-06-02T16:00:00Z');
    await detail();
    await ok('DELETE', '/api/accounts/merchant');
    expect((await detailOf(store.id)).statusCode).toBe(404);
    expect((await detailOf(store.id, customer.headers)).statusCode).toBe(404);
    expect((await detailOf(store.id, merchant.headers)).statusCode).toBe(200);
    await connectPayments(merchant.headers);
    expect((await detailOf(store.id)).statusCode).toBe(200);
  });
});

describe('store detail: nobody gets a body they may not see', () => {
  it('a cached preview of an unpublished store is never served to others; other stores are apart', async () => {
    at('2025-06-02T16:00:00Z');
    const owner = await signedIn(t);
    const hidden = await createStore(t, owner.headers);
    await createProduct(t, owner.headers, [hidden.id], { name: 'Secret blend', status: 'ACTIVE' });
    const preview = await detailOf(hidden.id, owner.headers);
    expect(preview.statusCode).toBe(200);
    const tag = String(preview.headers.etag);
    for (const headers of [{}, customer.headers, merchant.headers]) {
      const response = await detailOf(hidden.id, { ...headers, 'if-none-match': tag });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(names((await detail(owner.headers, hidden.id)).products)).toEqual(['Secret blend']);
    expect(names((await detail()).products)).not.toContain('Secret blend');
  });
});
