import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, sandboxPaymentIntents, users } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import {
  type Account,
  call,
  expectRefusal,
  openShop,
  orderCall,
  orderRow,
  PROVIDERS,
  type ProviderHarness,
  startProvider,
} from '../../test/order-harness';
import type { OrderRow } from './orders.repository';

// Idempotency-Key on checkout, confirm and paid: the first answer is replayed, a key reused with
// another request is refused, and concurrent duplicates run once. On both payment providers, so
// "never a second charge" is checked where the charges are made.

type Headers = Record<string, string>;

describe.each(PROVIDERS)('Idempotency-Key with the %s provider', (providerName) => {
  let p: ProviderHarness;
  const published: OrderRow[] = [];

  beforeAll(async () => {
    p = await startProvider(providerName, {
      orderEvents: { published: (order) => void published.push(order) },
    });
  });
  afterAll(() => p.close());

  const t = () => p.t;
  const keyed = (key: string, headers: Headers) => ({ ...headers, 'idempotency-key': key });
  const post = (url: string, body: unknown, headers: Headers) => call(t(), 'POST', url, body, headers);

  const ordersOf = async (customer: Account) =>
    (await t().db.select({ n: count() }).from(orders).where(eq(orders.customerId, customer.id)))[0]?.n ?? 0;
  const intentCount = async () => {
    if (p.fake) return p.fake.intents.size;
    return (await t().db.select({ n: count() }).from(sandboxPaymentIntents))[0]?.n ?? 0;
  };

  /** A customer (with a phone) with a croissant in a fresh shop's cart. */
  const withCart = async () => {
    const shop = await openShop(p);
    const customer = await signedIn(t(), 'USER');
    await t().db.update(users).set({ phone: '+14165550123' }).where(eq(users.id, customer.id));
    const added = await post(
      `/api/user-cart/${shop.store.id}/item`,
      { item: { productId: shop.menu.croissant.id, quantity: 1 } },
      customer.headers,
    );
    expect(added.statusCode, added.body).toBe(200);
    return { shop, customer };
  };

  it('checkout: a replay answers the same order and creates no other; the answer is marked replayed', async () => {
    const { shop, customer } = await withCart();
    const headers = keyed('checkout-1', customer.headers);
    const first = await post('/api/orders/checkout', { storeId: shop.store.id }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await post('/api/orders/checkout', { storeId: shop.store.id }, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(customer)).toBe(1);
    expect((await orderRow(t(), first.json().id)).status).toBe('CHECKOUT');

    // Without a key, or with another key, a checkout runs again (and replaces the order).
    const fresh = await post(
      '/api/orders/checkout',
      { storeId: shop.store.id },
      keyed('checkout-2', customer.headers),
    );
    expect(fresh.json().id).not.toBe(first.json().id);
    expect(await ordersOf(customer)).toBe(2);
  });

  it('checkout: a retry after a crash that lost the answer answers the order committed, not a second', async () => {
    const { shop, customer } = await withCart();
    const headers = keyed('checkout-crash', customer.headers);
    const first = await post('/api/orders/checkout', { storeId: shop.store.id }, headers);
    expect(first.statusCode, first.body).toBe(200);
    // As if the server died after the order's commit, before it saved the answer: an unanswered,
    // unowned claim older than two minutes, with only the reference committed with the order.
    const key = and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, 'checkout-crash'));
    const [claim] = await t().db.select().from(idempotencyKeys).where(key);
    expect(claim?.resultRef).toBe(first.json().id);
    await t()
      .db.update(idempotencyKeys)
      .set({ statusCode: null, response: null, owner: null, createdAt: new Date(Date.parse('2000-01-01')) })
      .where(key);

    const retry = await post('/api/orders/checkout', { storeId: shop.store.id }, headers);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    expect(await ordersOf(customer)).toBe(1);
  });

  it('the same key with another request is 400 IDEMPOTENCY_KEY_REUSED and runs nothing', async () => {
    const { shop, customer } = await withCart();
    const headers = keyed('reused', customer.headers);
    const first = await post('/api/orders/checkout', { storeId: shop.store.id }, headers);
    const other = await post('/api/orders/checkout', { storeId: shop.store.id, globalPoints: 0 }, headers);
    await expectRefusal(
      other,
      400,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with another request.',
    );
    // On another route (or another order), the same key is another request too.
    const confirm = await post(
      `/api/orders/${first.json().id}/confirm`,
      { serveType: 'PICKUP' },
      keyed('reused', customer.headers),
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await ordersOf(customer)).toBe(1);
    // Keys are the caller's own: another customer may use the same one.
    const stranger = await signedIn(t(), 'USER');
    const theirs = await post(
      '/api/orders/checkout',
      { storeId: shop.store.id },
      keyed('reused', stranger.headers),
    );
    await expectRefusal(theirs, 400, 'CART_EMPTY');
  });

  it('concurrent checkouts with one key run once and answer the same order', async () => {
    const { shop, customer } = await withCart();
    const headers = keyed('together', customer.headers);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post('/api/orders/checkout', { storeId: shop.store.id }, headers)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await ordersOf(customer)).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
  });

  it('confirm: replays and concurrent duplicates make one intent, never a second charge', async () => {
    const { shop, customer } = await withCart();
    const order = await orderCall(
      t(),
      'POST',
      '/api/orders/checkout',
      { storeId: shop.store.id },
      customer.headers,
    );
    const before = await intentCount();
    const headers = keyed('confirm-1', customer.headers);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`/api/orders/${order.id}/confirm`, { serveType: 'PICKUP' }, headers)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().clientSecret)).size).toBe(1);
    const replay = await post(`/api/orders/${order.id}/confirm`, { serveType: 'PICKUP' }, headers);
    expect(replay.json()).toEqual(answers[0]?.json());
    expect(await intentCount()).toBe(before + 1);
  });

  it('paid: a replay answers the first answer, a refusal included', async () => {
    const { shop, customer } = await withCart();
    const order = await orderCall(
      t(),
      'POST',
      '/api/orders/checkout',
      { storeId: shop.store.id },
      customer.headers,
    );
    const confirmed = await orderCall(
      t(),
      'POST',
      `/api/orders/${order.id}/confirm`,
      { serveType: 'PICKUP' },
      customer.headers,
    );

    // A refusal is an answer too: the same key replays it even after the payment.
    const early = keyed('paid-early', customer.headers);
    await expectRefusal(
      await post(`/api/orders/${order.id}/paid`, undefined, early),
      400,
      'PAYMENT_NOT_COMPLETED',
    );
    await p.pay(confirmed.clientSecret as string, customer.headers);
    const replayedRefusal = await post(`/api/orders/${order.id}/paid`, undefined, early);
    await expectRefusal(replayedRefusal, 400, 'PAYMENT_NOT_COMPLETED');
    expect(replayedRefusal.headers['idempotent-replayed']).toBe('true');

    const headers = keyed('paid-1', customer.headers);
    const answers = await Promise.all(
      [1, 2].map(() => post(`/api/orders/${order.id}/paid`, undefined, headers)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(answers[0]?.json()).toMatchObject({ status: 'PAID' });
    expect(published.filter((o) => o.id === order.id && o.status === 'PAID')).toHaveLength(1);
  });

  it('a key must be 1 to 255 characters', async () => {
    const { shop, customer } = await withCart();
    const response = await post(
      '/api/orders/checkout',
      { storeId: shop.store.id },
      keyed('x'.repeat(256), customer.headers),
    );
    await expectRefusal(
      response,
      400,
      'VALIDATION_FAILED',
      'The Idempotency-Key must be 1 to 255 characters.',
    );
    expect(response.json().violations).toEqual([
      { field: 'Idempotency-Key', message: 'The Idempotency-Key must be 1 to 255 characters.' },
    ]);
    expect(await ordersOf(customer)).toBe(0);
  });

  it('stores each key once per caller and route, with the answer', async () => {
    const { shop, customer } = await withCart();
    await post('/api/orders/checkout', { storeId: shop.store.id }, keyed('stored', customer.headers));
    const rows = await t().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scope: 'orders.checkout', key: 'stored', statusCode: 200 });
    expect(rows[0]?.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
