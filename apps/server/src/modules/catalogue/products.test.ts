import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures';
import { createStore, TAX } from '../../test/setup-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let store: { id: string };
let second: { id: string };
let theirStore: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  [merchant, other, customer] = [await signedIn(t), await signedIn(t), await signedIn(t, 'USER')];
  store = await createStore(t, merchant.headers);
  second = await createStore(t, merchant.headers, { name: 'King East' });
  theirStore = await createStore(t, other.headers);
});
afterAll(() => t.close());

const inject = (
  method: TestMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = merchant.headers,
) => injectJson(t.app, method, url, payload, headers);
const ids = (response: { json(): unknown }) => (response.json() as { id: string }[]).map((item) => item.id);
let counter = 0;
const fresh = (prefix: string) => `${prefix} ${++counter}`;

describe('POST / GET / PUT / DELETE /api/products', () => {
  it('creates a product with the contract shape, INACTIVE by default', async () => {
    const category = await createCategory(t, merchant.headers, fresh('Hot'));
    const response = await inject(
      'POST',
      '/api/products',
      productBody([store.id], {
        name: '  Flat white  ',
        attributes: { Size: 'Large' },
        categories: [String(category.name).toUpperCase()],
        productTaxConfigs: [{ storeId: store.id, isDefaultStoreTax: false, taxConfigIds: [TAX.ontarioHst] }],
        hideUntil: '2026-12-01T10:00:00-05:00',
        availableTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '11:00' }],
        changedImages: ['http://files.perkdesk.test/a.png'],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^\d{20,}$/),
      name: 'Flat white',
      description: 'Double shot, steamed milk',
      images: ['http://files.perkdesk.test/a.png'],
      price: 4.75,
      unit: 'ea',
      attributes: { Size: 'Large' },
      stores: [store.id],
      productTaxConfigs: [{ storeId: store.id, isDefaultStoreTax: false, taxConfigIds: [TAX.ontarioHst] }],
      groups: [],
      addonGroups: [],
      categories: [category.name],
      hideUntil: '2026-12-01T15:00:00.000Z',
      availableTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '11:00' }],
      status: 'INACTIVE',
      createdAt: expect.any(String),
      lastUpdatedAt: expect.any(String),
    });
    expect((await inject('GET', `/api/products/${response.json().id}`)).json()).toEqual(response.json());
  });

  it.each([
    ['a short name', { name: 'ab' }, 'name', 'Name must be 3 to 35 characters.'],
    ['a missing unit', { unit: undefined }, 'unit', 'Enter values'],
    ['an empty unit', { unit: ' ' }, 'unit', 'Enter values'],
    ['a unit over 20 characters', { unit: 'x'.repeat(21) }, 'unit', 'Enter values'],
    ['no stores', { stores: [] }, 'stores', 'Select a value'],
    ['a negative price', { price: -1 }, 'price', 'number greater than or equal to 0'],
    ['a price over 100,000', { price: 100_000.01 }, 'price', 'Price must be at most 100,000.'],
    ['three decimals', { price: 1.005 }, 'price', 'Amounts may have at most 2 decimals'],
    ['an unknown category', { categories: ['Nope'] }, 'categories', 'Unknown category'],
    ['an unknown group', { groups: ['99999999999999999999'] }, 'groups', 'Unknown group.'],
    [
      'a bad window',
      { availableTime: [{ day: 'MONDAY', fromTime: '10:00', toTime: '09:00' }] },
      'availableTime[0].toTime',
      'The start time must not be after the end time; split windows that cross midnight.',
    ],
  ])('refuses %s', async (_name, patch, field, message) => {
    const response = await inject('POST', '/api/products', productBody([store.id], patch));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json().violations).toContainEqual({ field, message });
  });

  it.each([
    ["another merchant's store", () => ({ stores: [theirStore.id] }), 'stores', 'Unknown store.'],
    [
      'a tax entry for a store not chosen',
      () => ({ productTaxConfigs: [{ storeId: second.id, isDefaultStoreTax: true, taxConfigIds: [] }] }),
      'productTaxConfigs[0].storeId',
      'At most one tax entry per store, and only for the chosen stores.',
    ],
    [
      'two tax entries for one store',
      () => ({
        productTaxConfigs: [
          { storeId: store.id, isDefaultStoreTax: true },
          { storeId: store.id, isDefaultStoreTax: true },
        ],
      }),
      'productTaxConfigs[1].storeId',
      'At most one tax entry per store, and only for the chosen stores.',
    ],
    [
      'an unknown tax',
      () => ({
        productTaxConfigs: [
          { storeId: store.id, isDefaultStoreTax: false, taxConfigIds: ['99999999999999999999'] },
        ],
      }),
      'productTaxConfigs[0].taxConfigIds',
      'Unknown tax configuration.',
    ],
  ])('refuses %s', async (_name, patch, field, message) => {
    const response = await inject('POST', '/api/products', productBody([store.id], patch()));
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toContainEqual({ field, message });
  });

  it('updates with a full body and merges images', async () => {
    const product = await createProduct(t, merchant.headers, [store.id], {
      changedImages: ['http://files.perkdesk.test/a.png', 'http://files.perkdesk.test/b.png'],
    });
    const response = await inject(
      'PUT',
      `/api/products/${product.id}`,
      productBody([store.id, second.id], {
        name: 'Cortado',
        price: 3,
        unit: 'cup',
        status: 'ACTIVE',
        deletedImages: ['http://files.perkdesk.test/a.png'],
        changedImages: ['http://files.perkdesk.test/c.png'],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Cortado',
      price: 3,
      unit: 'cup',
      status: 'ACTIVE',
      stores: [store.id, second.id],
      images: ['http://files.perkdesk.test/b.png', 'http://files.perkdesk.test/c.png'],
    });
  });

  it('soft-deletes: lists omit it, GET still returns it, writes give ENTITY_DELETED', async () => {
    const product = await createProduct(t, merchant.headers, [store.id]);
    expect((await inject('DELETE', `/api/products/${product.id}`)).json()).toEqual({ id: product.id });
    expect((await inject('GET', `/api/products/${product.id}`)).json()).toMatchObject({ status: 'DELETED' });
    expect(ids(await inject('GET', '/api/products'))).not.toContain(product.id);
    expect(ids(await inject('GET', '/api/products/status/DELETED'))).toContain(product.id);
    const deleted = { status: 400, code: 'ENTITY_DELETED', message: 'This item has been deleted.' };
    expect((await inject('PUT', `/api/products/${product.id}`, productBody([store.id]))).json()).toEqual(
      deleted,
    );
    expect((await inject('PUT', `/api/products/status/${product.id}`, 'ACTIVE')).json()).toEqual(deleted);
    expect((await inject('DELETE', `/api/products/${product.id}`)).json()).toEqual(deleted);
  });

  it('deleting a category removes it from products', async () => {
    const category = await createCategory(t, merchant.headers, fresh('Seasonal'));
    const product = await createProduct(t, merchant.headers, [store.id], { categories: [category.name] });
    await inject('DELETE', `/api/product-categories/${category.id}`);
    expect((await inject('GET', `/api/products/${product.id}`)).json().categories).toEqual([]);
  });
});

describe('PUT /api/products/status/{id}', () => {
  it.each([
    ['a bare string', 'ACTIVE', 'ACTIVE'],
    ['an object', { status: 'INACTIVE' }, 'INACTIVE'],
  ])('takes %s', async (_name, body, status) => {
    const product = await createProduct(t, merchant.headers, [store.id]);
    const response = await inject('PUT', `/api/products/status/${product.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, status });
  });

  it.each([['DELETED'], ['active'], [{ status: 'NOPE' }], [3]])(
    'refuses %j with INVALID_STATUS',
    async (body) => {
      const product = await createProduct(t, merchant.headers, [store.id]);
      expect((await inject('PUT', `/api/products/status/${product.id}`, body)).json()).toEqual({
        status: 400,
        code: 'INVALID_STATUS',
        message: 'Invalid Status',
      });
    },
  );
});

describe('GET /api/products filters and aliases', () => {
  let latte: { id: string };
  let scone: { id: string };
  let category: { id: string; name?: unknown };
  beforeAll(async () => {
    category = await createCategory(t, merchant.headers, fresh('Bakery'));
    latte = await createProduct(t, merchant.headers, [store.id], {
      name: 'Vanilla latte',
      description: 'Sweet',
      status: 'ACTIVE',
    });
    scone = await createProduct(t, merchant.headers, [second.id], {
      name: 'Scone',
      description: 'With VANILLA cream',
      categories: [category.name],
    });
  });

  it('filters by store, category, status and text, in creation order', async () => {
    const byStore = ids(await inject('GET', `/api/products?storeId=${second.id}`));
    expect(byStore).toContain(scone.id);
    expect(byStore).not.toContain(latte.id);
    expect(ids(await inject('GET', `/api/products/store/${second.id}`))).toEqual(byStore);
    expect(
      ids(await inject('GET', `/api/products/category/${encodeURIComponent(String(category.name))}`)),
    ).toEqual([scone.id]);
    expect(
      ids(await inject('GET', `/api/products?category=${encodeURIComponent(String(category.name))}`)),
    ).toEqual([scone.id]);
    const active = ids(await inject('GET', '/api/products/status/ACTIVE'));
    expect(active).toContain(latte.id);
    expect(active).not.toContain(scone.id);
    expect(ids(await inject('GET', '/api/products/search?searchText=vAnIlLa'))).toEqual([latte.id, scone.id]);
    expect(ids(await inject('GET', '/api/products?searchText=vanilla&status=INACTIVE'))).toEqual([scone.id]);
  });

  it('gives 400 for a bad status', async () => {
    expect((await inject('GET', '/api/products/status/NOPE')).statusCode).toBe(400);
    expect((await inject('GET', '/api/products?status=NOPE')).statusCode).toBe(400);
  });

  it('lists nothing of another merchant', async () => {
    expect(ids(await inject('GET', '/api/products', undefined, other.headers))).not.toContain(latte.id);
  });
});

describe('GET /api/products/{id}/promotions', () => {
  it('is empty until promotions exist, and 404 for a foreign product', async () => {
    const product = await createProduct(t, merchant.headers, [store.id]);
    expect((await inject('GET', `/api/products/${product.id}/promotions`)).json()).toEqual([]);
    expect(
      (await inject('GET', `/api/products/${product.id}/promotions`, undefined, other.headers)).statusCode,
    ).toBe(404);
  });
});

describe('access', () => {
  it("answers 404 for another merchant's product", async () => {
    const product = await createProduct(t, merchant.headers, [store.id]);
    const calls: [TestMethod, string, unknown][] = [
      ['GET', `/api/products/${product.id}`, undefined],
      ['PUT', `/api/products/${product.id}`, productBody([theirStore.id])],
      ['DELETE', `/api/products/${product.id}`, undefined],
      ['PUT', `/api/products/status/${product.id}`, 'ACTIVE'],
    ];
    for (const [method, url, payload] of calls)
      expect((await inject(method, url, payload, other.headers)).statusCode, `${method} ${url}`).toBe(404);
  });

  it('is for merchants only: 401 without a token, 403 for a customer', async () => {
    const product = await createProduct(t, merchant.headers, [store.id]);
    const calls: [TestMethod, string, unknown][] = [
      ['POST', '/api/products', productBody([store.id])],
      ['GET', '/api/products', undefined],
      ['GET', '/api/products/search?searchText=a', undefined],
      ['GET', `/api/products/store/${store.id}`, undefined],
      ['GET', `/api/products/${product.id}`, undefined],
      ['PUT', `/api/products/${product.id}`, productBody([store.id])],
      ['PUT', `/api/products/status/${product.id}`, 'ACTIVE'],
      ['DELETE', `/api/products/${product.id}`, undefined],
      ['GET', `/api/products/${product.id}/promotions`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await inject(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, payload, customer.headers)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('setup state', () => {
  it('counts non-deleted products', async () => {
    const fresh = await signedIn(t);
    const freshStore = await createStore(t, fresh.headers);
    const count = async () =>
      (await inject('GET', '/api/merchants/setup-state', undefined, fresh.headers)).json().productCount;
    expect(await count()).toBe(0);
    const product = await createProduct(t, fresh.headers, [freshStore.id]);
    expect(await count()).toBe(1);
    await inject('DELETE', `/api/products/${product.id}`, undefined, fresh.headers);
    expect(await count()).toBe(0);
  });
});
