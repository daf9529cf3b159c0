import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, catalogueVersions } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { createCategory, createProduct } from '../../test/catalogue-fixtures';
import { createStore } from '../../test/setup-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';

// The catalogue lists answer from the response cache, keyed by the merchant's catalogue version,
// which database triggers raise on every write: each kind of write must show in the next list
// read right after a cached one.

type Headers = Record<string, string>;
type Product = {
  id: string;
  name: string;
  status: string;
  groups: string[];
  addonGroups: string[];
  categories: string[];
};

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let storeId: string;

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
const products = async (url = '/api/products', headers: Headers = merchant.headers): Promise<Product[]> =>
  ok('GET', url, undefined, headers);
const byName = (list: Product[], name: string) => list.find((product) => product.name === name);
const version = async (merchantId: string) =>
  (await t.db.select().from(catalogueVersions).where(eq(catalogueVersions.merchantId, merchantId)))[0]
    ?.version ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t);
  storeId = (await createStore(t, merchant.headers)).id;
});
afterAll(() => t.close());

describe('catalogue lists: every write shows in the next read of a cached list', () => {
  it('product create, update, status and delete', async () => {
    expect(await products()).toEqual([]);
    const latte = await createProduct(t, merchant.headers, [storeId], { name: 'Latte' });
    expect((await products()).map((p) => p.name)).toEqual(['Latte']);

    await products();
    await ok('PUT', `/api/products/${latte.id}`, {
      name: 'Oat latte',
      price: 5,
      unit: 'ea',
      stores: [storeId],
    });
    expect((await products()).map((p) => p.name)).toEqual(['Oat latte']);

    await ok('PUT', `/api/products/status/${latte.id}`, 'ACTIVE');
    expect((await products())[0]?.status).toBe('ACTIVE');
    expect((await products('/api/products/status/ACTIVE')).map((p) => p.id)).toEqual([latte.id]);
    await ok('PUT', `/api/products/status/${latte.id}`, 'INACTIVE');
    expect(await products('/api/products/status/ACTIVE')).toEqual([]);

    await ok('DELETE', `/api/products/${latte.id}`);
    expect(await products()).toEqual([]);
    expect((await products('/api/products/status/DELETED')).map((p) => p.id)).toEqual([latte.id]);
  });

  it('group membership: joining and leaving a product group', async () => {
    const mocha = await createProduct(t, merchant.headers, [storeId], { name: 'Mocha' });
    const group = await ok('POST', '/api/product-groups', { name: 'Hot drinks' });
    expect(byName(await products(), 'Mocha')?.groups).toEqual([]);
    expect(await products(`/api/products/group/${group.id}`)).toEqual([]);

    await ok('PUT', `/api/product-groups/${group.id}/products`, { productList: [mocha.id] });
    expect(byName(await products(), 'Mocha')?.groups).toEqual([group.id]);
    expect((await products(`/api/products/group/${group.id}`)).map((p) => p.id)).toEqual([mocha.id]);

    await ok('DELETE', `/api/product-groups/${group.id}/products`, { productList: [mocha.id] });
    expect(byName(await products(), 'Mocha')?.groups).toEqual([]);

    await ok('PUT', `/api/product-groups/${group.id}/products`, { productList: [mocha.id] });
    await products();
    await ok('DELETE', `/api/product-groups/${group.id}`);
    expect(byName(await products(), 'Mocha')?.groups).toEqual([]);
  });

  it('add-on groups: offered with a product, then deleted', async () => {
    const syrups = await ok('POST', '/api/addon-groups', { name: 'Syrups' });
    const vanilla = await ok('POST', '/api/addons', {
      name: 'Vanilla',
      price: 0.5,
      stores: [storeId],
      groups: [syrups.id],
    });
    const cortado = await createProduct(t, merchant.headers, [storeId], {
      name: 'Cortado',
      addonGroups: [syrups.id],
    });
    expect(byName(await products(), 'Cortado')?.addonGroups).toEqual([syrups.id]);
    expect((await products('/api/addons')).map((a) => a.id)).toEqual([vanilla.id]);

    await ok('PUT', `/api/addon-groups/${syrups.id}`, { name: 'Syrups and sauces', addons: [vanilla.id] });
    await ok('DELETE', `/api/addon-groups/${syrups.id}`);
    expect(byName(await products(), 'Cortado')?.addonGroups).toEqual([]);
    // Left with no group, the add-on went INACTIVE.
    expect((await products('/api/addons'))[0]?.status).toBe('INACTIVE');
    expect(cortado.id).toBeTruthy();
  });

  it('terms: a category deleted leaves the products; any term write raises the version', async () => {
    const category = await createCategory(t, merchant.headers, 'Seasonal');
    await createProduct(t, merchant.headers, [storeId], { name: 'Pumpkin latte', categories: ['Seasonal'] });
    expect(byName(await products(), 'Pumpkin latte')?.categories).toEqual(['Seasonal']);
    expect((await products('/api/products/category/seasonal')).map((p) => p.name)).toEqual(['Pumpkin latte']);

    await ok('DELETE', `/api/product-categories/${category.id}`);
    expect(byName(await products(), 'Pumpkin latte')?.categories).toEqual([]);
    expect(await products('/api/products/category/seasonal')).toEqual([]);

    const before = await version(merchant.merchantId as string);
    await ok('POST', '/api/product-units', { name: 'slice' });
    expect(await version(merchant.merchantId as string)).toBe(before + 1);
  });

  it('a write straight to the database (another instance, a script) shows at once', async () => {
    const list = await products();
    const first = list[0] as Product;
    await t.db.update(catalogueItems).set({ name: 'Renamed in SQL' }).where(eq(catalogueItems.id, first.id));
    expect((await products())[0]?.name).toBe('Renamed in SQL');
  });

  it('one transaction raises the version once, however many rows it writes', async () => {
    const merchantId = merchant.merchantId as string;
    const before = await version(merchantId);
    await t.db.transaction(async (tx) => {
      await tx
        .update(catalogueItems)
        .set({ description: 'Batch' })
        .where(eq(catalogueItems.merchantId, merchantId));
      await tx.execute(sql`select 1`);
      await tx
        .update(catalogueItems)
        .set({ description: 'Batch 2' })
        .where(eq(catalogueItems.merchantId, merchantId));
    });
    expect(await version(merchantId)).toBe(before + 1);
  });

  it('aliases and the filtered GET share one normalized body', async () => {
    const viaQuery = await inject('GET', `/api/products?storeId=${storeId}`);
    const viaAlias = await inject('GET', `/api/products/store/${storeId}`);
    expect(viaAlias.headers.etag).toBe(viaQuery.headers.etag);
    expect(viaAlias.json()).toEqual(viaQuery.json());
    const search = await inject('GET', '/api/products/search?searchText=%20LATTE%20');
    expect((search.json() as Product[]).map((p) => p.name)).toEqual(['Pumpkin latte']);
  });
});

describe('catalogue lists: HTTP caching', () => {
  it('gzip, br and identity bodies decode to the same JSON', async () => {
    const plain = await inject('GET', '/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    expect(expected.length).toBeGreaterThan(1);
    const gz = await inject('GET', '/api/products', undefined, {
      ...merchant.headers,
      'accept-encoding': 'gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(expected);
    const br = await inject('GET', '/api/products', undefined, {
      ...merchant.headers,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
  });

  it('If-None-Match answers 304 until the list changes', async () => {
    const first = await inject('GET', '/api/products');
    const etag = String(first.headers.etag);
    const again = await inject('GET', '/api/products', undefined, {
      ...merchant.headers,
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createProduct(t, merchant.headers, [storeId], { name: 'Americano' });
    const changed = await inject('GET', '/api/products', undefined, {
      ...merchant.headers,
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Product[]).map((p) => p.name)).toContain('Americano');
  });

  it('another merchant never gets a cached list, nor a 304 for it', async () => {
    const mine = await inject('GET', '/api/products');
    expect((mine.json() as Product[]).length).toBeGreaterThan(0);
    const other = await signedIn(t);
    const theirs = await inject('GET', '/api/products', undefined, {
      ...other.headers,
      'if-none-match': String(mine.headers.etag),
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const first = (mine.json() as Product[])[0] as Product;
    expect((await inject('GET', `/api/products/${first.id}`, undefined, other.headers)).statusCode).toBe(404);
  });

  it('a caller without a token gets 401, not a cached body', async () => {
    expect((await t.app.inject({ url: '/api/products' })).statusCode).toBe(401);
  });
});

describe('catalogue lists with RESPONSE_CACHE_MB=0', () => {
  it('answer the same JSON, uncompressed, and still see every write', async () => {
    const plain = await createTestApp({ env: { RESPONSE_CACHE_MB: '0' } });
    try {
      const owner = await signedIn(plain);
      const store = await createStore(plain, owner.headers);
      await createProduct(plain, owner.headers, [store.id], { name: 'Drip' });
      const headers = { ...owner.headers, 'accept-encoding': 'gzip, deflate, br' };
      const first = await plain.app.inject({ url: '/api/products', headers });
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.headers.etag).toBeUndefined();
      expect((first.json() as Product[]).map((p) => p.name)).toEqual(['Drip']);
      await createProduct(plain, owner.headers, [store.id], { name: 'Pour-over' });
      const second = await plain.app.inject({ url: '/api/products', headers });
      expect((second.json() as Product[]).map((p) => p.name)).toEqual(['Drip', 'Pour-over']);
    } finally {
      await plain.close();
    }
  });
});
