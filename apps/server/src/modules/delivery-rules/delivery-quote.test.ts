import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createRule, createStore, TAX } from '../../test/setup-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let connected = true;
beforeAll(async () => {
  t = await createTestApp({ deps: { hasPaymentAccount: async () => connected } });
  merchant = await signedIn(t);
  customer = await signedIn(t, 'USER');
});
afterAll(() => t.close());

const quote = (storeId: string, body: unknown, headers: Record<string, string> = customer.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchant-stores/${storeId}/delivery-price`,
    headers,
    payload: body as object,
  });

/** A Toronto store (HST 13) with 3 km rules at minimum 0 ($3.99) and $30 (free), and 8 km ($6.99). */
async function torontoStore(patch: Record<string, unknown> = {}) {
  const store = await createStore(t, merchant.headers, patch);
  const near = await createRule(t, merchant.headers, store.id, {
    name: 'Near',
    distance: 3,
    price: 3.99,
    minAmount: 0,
  });
  const free = await createRule(t, merchant.headers, store.id, {
    name: 'Near free',
    distance: 3,
    price: 0,
    minAmount: 30,
  });
  const far = await createRule(t, merchant.headers, store.id, {
    name: 'Far',
    distance: 8,
    price: 6.99,
    minAmount: 0,
  });
  return { store, near, free, far };
}

describe('POST /api/merchant-stores/{id}/delivery-price', () => {
  it('quotes the nearest rule with the store taxes, halfUp to the cent', async () => {
    const { store, near } = await torontoStore();
    const response = await quote(store.id, { totalAmount: 12.5, distance: 2.4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deliveryRuleId: near.id,
      distance: 2.4,
      deliveryPrice: 3.99,
      deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.52 }],
      isDeliveryPriceTaxExempt: false,
      totalDeliveryAmount: 4.51,
    });
  });

  it.each([
    ['exactly at the rule distance', 3, 10, 'near'],
    ['just beyond it', 3.01, 10, 'far'],
    ['at the higher minimum', 3, 30, 'free'],
    ['one cent under it', 3, 29.99, 'near'],
    ['exactly the largest distance', 8, 100, 'far'],
  ] as const)('selects at the boundary: %s', async (_name, distance, totalAmount, expected) => {
    const rules = await torontoStore();
    const response = await quote(rules.store.id, { totalAmount, distance });
    expect(response.json().deliveryRuleId).toBe(rules[expected].id);
  });

  it('omits zero taxes: a free delivery has none', async () => {
    const { store, free } = await torontoStore();
    expect((await quote(store.id, { totalAmount: 45, distance: 1 })).json()).toMatchObject({
      deliveryRuleId: free.id,
      deliveryPrice: 0,
      deliveryAppliedTaxes: [],
      totalDeliveryAmount: 0,
    });
  });

  it("uses a rule's own taxes, and an empty list as exempt", async () => {
    const store = await createStore(t, merchant.headers, { taxConfigIds: [TAX.quebecGst, TAX.quebecQst] });
    await createRule(t, merchant.headers, store.id, { distance: 5, price: 6.99 });
    const quebec = await quote(store.id, { totalAmount: 20, distance: 4 });
    expect(quebec.json()).toMatchObject({
      deliveryAppliedTaxes: [
        { taxType: 'GST', taxPercentage: 5, taxAmount: 0.35 },
        { taxType: 'QST', taxPercentage: 9.975, taxAmount: 0.7 },
      ],
      totalDeliveryAmount: 8.04,
    });
    await createRule(t, merchant.headers, store.id, {
      distance: 2,
      price: 2,
      isDefaultStoreTax: false,
      taxConfigIds: [],
    });
    expect((await quote(store.id, { totalAmount: 20, distance: 1 })).json()).toMatchObject({
      deliveryPrice: 2,
      deliveryAppliedTaxes: [],
      isDeliveryPriceTaxExempt: true,
      totalDeliveryAmount: 2,
    });
    await createRule(t, merchant.headers, store.id, {
      distance: 1,
      price: 10,
      isDefaultStoreTax: false,
      taxConfigIds: [TAX.canadaGst],
    });
    expect((await quote(store.id, { totalAmount: 20, distance: 0.5 })).json()).toMatchObject({
      deliveryAppliedTaxes: [{ taxType: 'GST', taxPercentage: 5, taxAmount: 0.5 }],
      totalDeliveryAmount: 10.5,
    });
  });

  it('ignores inactive rules and answers 404 DELIVERY_RULE_NOT_FOUND when nothing matches', async () => {
    const { store, far } = await torontoStore();
    await t.app.inject({
      method: 'PUT',
      url: `/api/merchant-stores/${store.id}/delivery-rules/${far.id}/status/INACTIVE`,
      headers: merchant.headers,
    });
    const response = await quote(store.id, { totalAmount: 10, distance: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      code: 'DELIVERY_RULE_NOT_FOUND',
      message: 'No matching delivery rule found.',
    });
  });

  it('answers DELIVERY_NOT_OFFERED for a store without delivery', async () => {
    const { store } = await torontoStore({ serveOptions: ['PICKUP'] });
    expect((await quote(store.id, { totalAmount: 10, distance: 1 })).json()).toEqual({
      status: 400,
      code: 'DELIVERY_NOT_OFFERED',
      message: 'Delivery is not available for this store.',
    });
  });

  it('refuses customers for stores they cannot see; merchants may always quote their own', async () => {
    const { store } = await torontoStore();
    const notAccepting = {
      status: 400,
      code: 'STORE_NOT_ACCEPTING_ORDERS',
      message: 'The store is not accepting orders.',
    };
    connected = false;
    try {
      expect((await quote(store.id, { totalAmount: 10, distance: 1 })).json()).toEqual(notAccepting);
      expect((await quote(store.id, { totalAmount: 10, distance: 1 }, merchant.headers)).statusCode).toBe(
        200,
      );
    } finally {
      connected = true;
    }
    await t.app.inject({
      method: 'PUT',
      url: `/api/merchant-stores/${store.id}/INACTIVE`,
      headers: merchant.headers,
    });
    expect((await quote(store.id, { totalAmount: 10, distance: 1 })).json()).toEqual(notAccepting);
    expect((await quote(store.id, { totalAmount: 10, distance: 1 }, merchant.headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/merchant-stores/${store.id}`,
      headers: merchant.headers,
    });
    expect((await quote(store.id, { totalAmount: 10, distance: 1 })).statusCode).toBe(404);
  });

  it.each([
    [
      'three decimals',
      { totalAmount: 10.001, distance: 1 },
      'totalAmount',
      'Amounts may have at most 2 decimals',
    ],
    [
      'a negative distance',
      { totalAmount: 10, distance: -1 },
      'distance',
      'Distance must be a number of 0 or more.',
    ],
    ['no amount', { distance: 1 }, 'totalAmount', 'Amounts must be numbers of 0 or more.'],
  ])('refuses %s', async (_name, body, field, message) => {
    const { store } = await torontoStore();
    const response = await quote(store.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ field, message }]);
  });

  it("answers 404 to a merchant for another merchant's store, 401 without a token, 403 for an admin", async () => {
    const other = await signedIn(t);
    const { store } = await torontoStore();
    expect((await quote(store.id, { totalAmount: 10, distance: 1 }, other.headers)).statusCode).toBe(404);
    expect((await quote('12345678901234567890', { totalAmount: 10, distance: 1 })).statusCode).toBe(404);
    expect((await quote(store.id, { totalAmount: 10, distance: 1 }, {})).statusCode).toBe(401);
    const admin = await signedIn(t, 'ADMIN');
    expect((await quote(store.id, { totalAmount: 10, distance: 1 }, admin.headers)).statusCode).toBe(403);
  });
});
