import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { carts, users } from '../db/schema/index';
import type { OrderRow } from '../modules/orders/orders.public';
import { signedIn } from './account-fixtures';
import {
  type Account,
  call,
  openShop,
  orderCall,
  orderRow,
  type ProviderHarness,
  startProvider,
} from './order-harness';

// The customer side of the order lifecycle (contract §9), each suite run on the sandbox and on the
// Stripe adapter against the local fake Stripe server.

type Headers = Record<string, string>;
export type Shop = Awaited<ReturnType<typeof openShop>>;

/** Monday 2 June 2025, 15:00 UTC: 11:00 in Toronto (EDT, UTC−4). */
export const MON_1500Z = new Date('2025-06-02T15:00:00Z');
export const UNKNOWN_ID = '99999999999999999999';

/**
 * One provider's app for a `describe`, started at MON_1500Z: the orders it published, the global
 * point balances it answers (set them in `balances`), and the customer's steps through the API.
 */
export function orderTestKit(providerName: 'sandbox' | 'stripe') {
  let started: ProviderHarness | undefined;
  const published: OrderRow[] = [];
  const balances = new Map<string, number>();

  beforeAll(async () => {
    started = await startProvider(providerName, {
      orderEvents: { published: (order) => void published.push(order) },
      globalPointsBalance: async (customerId) => balances.get(customerId) ?? 0,
    });
    started.t.clock.advance(MON_1500Z.getTime() - started.t.clock.now().getTime());
  });
  afterAll(() => started?.close());

  const harness = () => {
    if (!started) throw new Error('the order test app is not started');
    return started;
  };
  /** The harness, to be used inside tests: each member reads the app `beforeAll` started. */
  const p: ProviderHarness = {
    get name() {
      return harness().name;
    },
    get t() {
      return harness().t;
    },
    get fake() {
      return harness().fake;
    },
    connect: (headers) => harness().connect(headers),
    pay: (clientSecret, headers, outcome) => harness().pay(clientSecret, headers, outcome),
    intent: (intentId) => harness().intent(intentId),
    close: () => harness().close(),
  };

  const t = () => p.t;
  const post = (url: string, body: unknown, headers: Headers) => call(t(), 'POST', url, body, headers);
  const get = (url: string, headers: Headers) => call(t(), 'GET', url, undefined, headers);

  const customerOf = async (phone: string | null = '+14165550123') => {
    const customer = await signedIn(t(), 'USER');
    if (phone) await t().db.update(users).set({ phone }).where(eq(users.id, customer.id));
    return customer;
  };
  const addLine = async (
    customer: Account,
    storeId: string,
    productId: string,
    quantity = 1,
    addons: unknown[] = [],
  ) => {
    const response = await post(
      `/api/user-cart/${storeId}/item`,
      { item: { productId, quantity, addons } },
      customer.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const checkout = (customer: Account, storeId: string, extra: Record<string, unknown> = {}) =>
    orderCall(t(), 'POST', '/api/orders/checkout', { storeId, ...extra }, customer.headers);
  const confirm = (customer: Account, orderId: string, body: unknown = { serveType: 'PICKUP' }) =>
    orderCall(t(), 'POST', `/api/orders/${orderId}/confirm`, body, customer.headers);
  const paid = (customer: Account, orderId: string) =>
    orderCall(t(), 'POST', `/api/orders/${orderId}/paid`, undefined, customer.headers);
  const setStatus = async (
    shop: Shop,
    kind: 'products' | 'addons',
    id: string,
    status: 'ACTIVE' | 'INACTIVE',
  ) => {
    const response = await call(t(), 'PUT', `/api/${kind}/status/${id}`, status, shop.merchant.headers);
    expect(response.statusCode, response.body).toBe(200);
  };
  const cartLines = async (customer: Account, storeId: string) => {
    const [row] = await t().db.select().from(carts).where(eq(carts.customerId, customer.id));
    return row?.storeId === storeId ? row.lines : [];
  };
  const intentOf = async (orderId: string) => {
    const row = await orderRow(t(), orderId);
    if (!row.paymentIntentId) throw new Error(`order ${orderId} has no intent`);
    return { id: row.paymentIntentId, ...(await p.intent(row.paymentIntentId)) };
  };

  /** A shop, a customer with a croissant (3.25 + HST 0.42 + fee 0.50 = 4.17) in the cart, checked out. */
  const checkedOut = async (storePatch: Record<string, unknown> = {}) => {
    const shop = await openShop(p, storePatch);
    const customer = await customerOf();
    await addLine(customer, shop.store.id, shop.menu.croissant.id);
    const order = await checkout(customer, shop.store.id);
    return { shop, customer, order };
  };
  /** …then confirmed for pick-up, paying by card. */
  const confirmed = async () => {
    const state = await checkedOut();
    const order = await confirm(state.customer, state.order.id);
    return { ...state, order };
  };

  return {
    p,
    t,
    post,
    get,
    customerOf,
    addLine,
    checkout,
    confirm,
    paid,
    setStatus,
    cartLines,
    intentOf,
    checkedOut,
    confirmed,
    published,
    balances,
  };
}
