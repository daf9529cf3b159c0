import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createRule, createStore, ruleBody, TAX } from '../../test/setup-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t);
});
afterAll(() => t.close());

const inject = (
  method: TestMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = merchant.headers,
) => injectJson(t.app, method, url, payload, headers);
const rulesUrl = (storeId: string) => `/api/merchant-stores/${storeId}/delivery-rules`;

const NOT_UNIQUE = {
  status: 400,
  code: 'DELIVERY_RULE_NOT_UNIQUE',
  message: 'It is not unique. Please check Distance or Minimum Amount',
};
const ZERO_REQUIRED = {
  status: 400,
  code: 'DELIVERY_RULE_ZERO_MINIMUM_REQUIRED',
  message: 'A rule is required in which the minimum amount is zero for this distance',
};

describe('POST / GET delivery rules', () => {
  it('creates rules with the contract shape and lists them in creation order', async () => {
    const store = await createStore(t, merchant.headers);
    const response = await inject('POST', rulesUrl(store.id), ruleBody());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^\d{20,}$/),
      storeId: store.id,
      name: 'Nearby',
      distance: 3,
      price: 3.99,
      minAmount: 0,
      taxConfigIds: [],
      isDefaultStoreTax: true,
      status: 'ACTIVE',
      lastUpdatedAt: expect.any(String),
    });
    const second = await createRule(t, merchant.headers, store.id, { minAmount: 30, price: 0 });
    const list = await inject('GET', rulesUrl(store.id));
    expect(list.json().map((rule: { id: string }) => rule.id)).toEqual([response.json().id, second.id]);
    expect((await inject('GET', `${rulesUrl(store.id)}/${second.id}`)).json()).toEqual(second);
  });

  it('refuses a first rule at a distance whose minimum is not zero', async () => {
    const store = await createStore(t, merchant.headers);
    const response = await inject('POST', rulesUrl(store.id), ruleBody({ minAmount: 10 }));
    expect(response.json()).toEqual(ZERO_REQUIRED);
  });

  it('refuses a second rule with the same distance and minimum, even against an inactive one', async () => {
    const store = await createStore(t, merchant.headers);
    const rule = await createRule(t, merchant.headers, store.id);
    await inject('PUT', `${rulesUrl(store.id)}/${rule.id}/status/INACTIVE`);
    expect((await inject('POST', rulesUrl(store.id), ruleBody({ name: 'Again' }))).json()).toEqual(
      NOT_UNIQUE,
    );
  });

  it.each([
    ['a zero distance', { distance: 0 }, 'distance', 'Distance must be more than 0 and at most 100 km.'],
    [
      'a distance over 100 km',
      { distance: 100.5 },
      'distance',
      'Distance must be more than 0 and at most 100 km.',
    ],
    ['three decimals in a price', { price: 3.999 }, 'price', 'Amounts may have at most 2 decimals'],
    ['three decimals in a minimum', { minAmount: 0.001 }, 'minAmount', 'Amounts may have at most 2 decimals'],
    ['a negative price', { price: -1 }, 'price', 'Amounts must be numbers of 0 or more.'],
    ['a short name', { name: 'ab' }, 'name', 'Name must be 3 to 35 characters.'],
    [
      'own taxes of two places',
      { isDefaultStoreTax: false, taxConfigIds: [TAX.ontarioHst, TAX.bcPst] },
      'taxConfigIds',
      'Multiple taxes must share one location.',
    ],
    [
      'an unknown own tax',
      { isDefaultStoreTax: false, taxConfigIds: ['99999999999999999999'] },
      'taxConfigIds',
      'Unknown tax configuration.',
    ],
  ])('refuses %s', async (_name, patch, field, message) => {
    const store = await createStore(t, merchant.headers);
    const response = await inject('POST', rulesUrl(store.id), ruleBody(patch));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json().violations).toContainEqual({ field, message });
  });
});

describe('PUT / DELETE / status keep the checks', () => {
  const setUp = async () => {
    const store = await createStore(t, merchant.headers);
    const zero = await createRule(t, merchant.headers, store.id, { name: 'Near zero', minAmount: 0 });
    const higher = await createRule(t, merchant.headers, store.id, {
      name: 'Near free',
      minAmount: 30,
      price: 0,
    });
    return { store, zero, higher, url: (id: string) => `${rulesUrl(store.id)}/${id}` };
  };

  it('updates a rule and refuses an update that breaks uniqueness or the zero minimum', async () => {
    const { zero, higher, url } = await setUp();
    const updated = await inject(
      'PUT',
      url(higher.id),
      ruleBody({ name: 'Near cheap', minAmount: 25, price: 1 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Near cheap', minAmount: 25, price: 1, status: 'ACTIVE' });
    expect((await inject('PUT', url(higher.id), ruleBody({ minAmount: 0 }))).json()).toEqual(NOT_UNIQUE);
    expect((await inject('PUT', url(zero.id), ruleBody({ minAmount: 5 }))).json()).toEqual(ZERO_REQUIRED);
    // Moving the zero rule to another distance leaves the higher minimum alone at 3 km.
    expect((await inject('PUT', url(zero.id), ruleBody({ distance: 5 }))).json()).toEqual(ZERO_REQUIRED);
    // Updating a rule onto itself is not a duplicate.
    expect((await inject('PUT', url(zero.id), ruleBody({ name: 'Renamed' }))).statusCode).toBe(200);
  });

  it('refuses deleting the zero rule while a higher minimum remains, then allows it once alone', async () => {
    const { zero, higher, url } = await setUp();
    expect((await inject('DELETE', url(zero.id))).json()).toEqual(ZERO_REQUIRED);
    expect((await inject('DELETE', url(higher.id))).json()).toEqual({ id: higher.id });
    expect((await inject('DELETE', url(zero.id))).json()).toEqual({ id: zero.id });
  });

  it('soft-deletes: hidden from the list, GET still answers, writes give ENTITY_DELETED, the pair is free again', async () => {
    const { store, higher, url } = await setUp();
    await inject('DELETE', url(higher.id));
    expect((await inject('GET', rulesUrl(store.id))).json()).toHaveLength(1);
    expect((await inject('GET', url(higher.id))).json().status).toBe('DELETED');
    const deleted = { status: 400, code: 'ENTITY_DELETED', message: 'This item has been deleted.' };
    expect((await inject('PUT', url(higher.id), ruleBody({ minAmount: 40 }))).json()).toEqual(deleted);
    expect((await inject('PUT', `${url(higher.id)}/status/ACTIVE`)).json()).toEqual(deleted);
    expect((await inject('DELETE', url(higher.id))).json()).toEqual(deleted);
    expect((await inject('POST', rulesUrl(store.id), ruleBody({ minAmount: 30 }))).statusCode).toBe(200);
  });

  it('changes status freely, even of the zero rule, and refuses other statuses', async () => {
    const { zero, url } = await setUp();
    const inactive = await inject('PUT', `${url(zero.id)}/status/INACTIVE`);
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().status).toBe('INACTIVE');
    expect((await inject('PUT', `${url(zero.id)}/status/ACTIVE`)).json().status).toBe('ACTIVE');
    const bad = await inject('PUT', `${url(zero.id)}/status/DELETED`);
    expect(bad.json()).toEqual({ status: 400, code: 'INVALID_STATUS', message: 'Invalid Status' });
  });

  it('refuses every rule write on a deleted store', async () => {
    const { store, zero, url } = await setUp();
    await inject('DELETE', `/api/merchant-stores/${store.id}`);
    const deleted = { status: 400, code: 'ENTITY_DELETED', message: 'This item has been deleted.' };
    expect((await inject('POST', rulesUrl(store.id), ruleBody({ distance: 9 }))).json()).toEqual(deleted);
    expect((await inject('PUT', url(zero.id), ruleBody({ name: 'Renamed' }))).json()).toEqual(deleted);
    expect((await inject('GET', rulesUrl(store.id))).statusCode).toBe(200);
  });
});

describe('access', () => {
  it("answers 404 for another merchant's store or rule, and for a rule of another store", async () => {
    const other = await signedIn(t);
    const theirStore = await createStore(t, other.headers);
    const theirRule = await createRule(t, other.headers, theirStore.id);
    const myStore = await createStore(t, merchant.headers);
    const myRule = await createRule(t, merchant.headers, myStore.id);
    const myOtherStore = await createStore(t, merchant.headers);
    const cases: [TestMethod, string, unknown?][] = [
      ['GET', rulesUrl(theirStore.id)],
      ['POST', rulesUrl(theirStore.id), ruleBody({ distance: 7 })],
      ['GET', `${rulesUrl(theirStore.id)}/${theirRule.id}`],
      ['GET', `${rulesUrl(myStore.id)}/${theirRule.id}`],
      ['GET', `${rulesUrl(myOtherStore.id)}/${myRule.id}`],
      ['PUT', `${rulesUrl(theirStore.id)}/${theirRule.id}`, ruleBody()],
      ['PUT', `${rulesUrl(myOtherStore.id)}/${myRule.id}`, ruleBody()],
      ['PUT', `${rulesUrl(theirStore.id)}/${theirRule.id}/status/INACTIVE`],
      ['DELETE', `${rulesUrl(theirStore.id)}/${theirRule.id}`],
      ['DELETE', `${rulesUrl(myOtherStore.id)}/${myRule.id}`],
      ['GET', `${rulesUrl(myStore.id)}/12345678901234567890`],
    ];
    for (const [method, url, payload] of cases) {
      expect((await inject(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await inject('GET', `${rulesUrl(theirStore.id)}/${theirRule.id}`, undefined, other.headers))
        .statusCode,
    ).toBe(200);
  });

  it('is for merchants only: 401 without a token, 403 for a customer', async () => {
    const customer = await signedIn(t, 'USER');
    const store = await createStore(t, merchant.headers);
    const rule = await createRule(t, merchant.headers, store.id);
    const cases: [TestMethod, string, unknown?][] = [
      ['POST', rulesUrl(store.id), ruleBody({ distance: 9 })],
      ['GET', rulesUrl(store.id)],
      ['GET', `${rulesUrl(store.id)}/${rule.id}`],
      ['PUT', `${rulesUrl(store.id)}/${rule.id}`, ruleBody()],
      ['PUT', `${rulesUrl(store.id)}/${rule.id}/status/ACTIVE`],
      ['DELETE', `${rulesUrl(store.id)}/${rule.id}`],
    ];
    for (const [method, url, payload] of cases) {
      expect((await inject(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, payload, customer.headers)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
