import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

// Orders placed and served over the public API, as the customer app and the merchant's orders
// screen would (contract §8, §9): the order-history tests need finished orders of their own,
// since the e2e server starts without demo history (DEMO_HISTORY_DAYS=0).

export const DEMO_LOGIN = { username: 'demo', password: 'Demo#Perk2026' };
const CUSTOMER_PASSWORD = 'Shop#Order7q';

type Json = Record<string, unknown>;
/** Request headers carrying the bearer token (`{ Authorization: 'Bearer …' }`). */
export type Bearer = Record<string, string>;

interface StoreDetail {
  store: {
    id: string;
    address: {
      city: string;
      province: string;
      country: string;
      postalCode: string;
      location?: { coordinates: [number, number] } | null;
    };
  };
  products: { id: string; name: string; addonGroups: string[] }[];
  addonGroups: { id: string; forcedMin: number }[];
}

export interface PlacedOrder {
  id: string;
  storeId: string;
  totalAmount: number;
  items: { productId: string; productName: string; quantity: number }[];
}

export interface Customer {
  name: string;
  email: string;
  phone: string;
  headers: Bearer;
}

/** The answer's JSON, after checking it is a success (the error body is shown when it is not). */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in over the API: the bearer headers of that account. */
export async function signInApi(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Bearer> {
  const login = await ok<{ access_token: string }>(
    await request.post('/api/login', { data: { username, password } }),
    `login ${username}`,
  );
  return { Authorization: `Bearer ${login.access_token}` };
}

/** The merchant's stores (GET /api/merchant-stores). */
export async function merchantStores(request: APIRequestContext, merchant: Bearer) {
  return ok<(Json & { id: string; name: string; operationTime: unknown[] })[]>(
    await request.get('/api/merchant-stores', { headers: merchant }),
    'stores',
  );
}

/**
 * Opens `storeId` at all hours (an empty operationTime means always open), so a test run at
 * night can still order; returns the way back to the store's own hours.
 */
export async function keepStoreOpen(request: APIRequestContext, merchant: Bearer, storeId: string) {
  const store = await ok<Json & { operationTime: unknown[] }>(
    await request.get(`/api/merchant-stores/${storeId}`, { headers: merchant }),
    'store',
  );
  const put = (context: APIRequestContext, operationTime: unknown[]) =>
    context.put(`/api/merchant-stores/${storeId}`, { headers: merchant, data: { ...store, operationTime } });
  await ok(await put(request, []), 'open the store at all hours');
  // Given the request context of the hook that calls it: a beforeAll's cannot be reused later.
  return async (context: APIRequestContext) => {
    await ok(await put(context, store.operationTime), 'restore the store hours');
  };
}

/** A customer registered, activated through the outbox link, and signed in. */
export async function registerCustomer(request: APIRequestContext, name: string): Promise<Customer> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `shopper.${stamp}@customers.perkdesk.test`;
  const phone = `+1416555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  await ok(
    await request.post('/api/user/registration', {
      data: { name, email, password: CUSTOMER_PASSWORD, matchingPassword: CUSTOMER_PASSWORD, phone },
    }),
    'customer registration',
  );
  const mails = await ok<{ links: string[] }[]>(
    await request.get(`/api/testing-support/emails?to=${encodeURIComponent(email)}`),
    'outbox',
  );
  // Customers' activation links open the storefront (/s/account/activate?token=…).
  const link = mails
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/s/account/activate?token='));
  expect(link, `activation link for ${email}`).toBeTruthy();
  const token = new URL(link ?? '').searchParams.get('token') ?? '';
  await ok(await request.get(`/api/user/active/${encodeURIComponent(token)}`), 'activation');
  return { name, email, phone, headers: await signInApi(request, email, CUSTOMER_PASSWORD) };
}

/** Products the store sells now that need no add-on choice (no group with a minimum). */
function simpleProducts(detail: StoreDetail) {
  const forced = new Set(detail.addonGroups.filter((group) => group.forcedMin > 0).map((group) => group.id));
  return detail.products.filter((product) => !product.addonGroups.some((id) => forced.has(id)));
}

/** An address about 1 km north of the store, inside the demo's nearest delivery rule. */
function nearbyAddress(detail: StoreDetail) {
  const { address } = detail.store;
  const [lng, lat] = address.location?.coordinates ?? [-79.3839, 43.6534];
  return {
    streetNumber: '220',
    streetName: 'Yonge Street',
    city: address.city,
    province: address.province,
    country: address.country,
    postalCode: address.postalCode,
    location: { type: 'Point', coordinates: [lng, lat + 0.009] },
  };
}

/**
 * One paid order: cart (two products, the first twice) → checkout → confirm → sandbox card
 * payment → paid. Checkout, confirm and paid carry an Idempotency-Key, as the apps send them.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  customer: Customer,
  storeId: string,
  serveType: 'PICKUP' | 'DINE_IN' | 'DELIVERY',
): Promise<PlacedOrder> {
  const headers = customer.headers;
  const once = () => ({ ...headers, 'idempotency-key': randomUUID() });
  const detail = await ok<StoreDetail>(
    await request.get(`/api/merchant-stores/${storeId}/detail`, { headers }),
    'store detail',
  );
  const products = simpleProducts(detail).slice(0, 2);
  expect(products.length, 'products that can be ordered now').toBeGreaterThan(0);
  await ok(await request.delete(`/api/user-cart/${storeId}`, { headers }), 'empty the cart');
  for (const [index, product] of products.entries()) {
    const item = {
      productId: product.id,
      quantity: index === 0 ? 2 : 1,
      instruction: index === 0 ? 'Extra hot' : '',
      addons: [],
    };
    await ok(
      await request.post(`/api/user-cart/${storeId}/item`, { headers, data: { item } }),
      `add ${product.name}`,
    );
  }
  let order = await ok<PlacedOrder & { status: string; clientSecret?: string | null }>(
    await request.post('/api/orders/checkout', { headers: once(), data: { storeId } }),
    'checkout',
  );
  const confirm =
    serveType === 'DELIVERY'
      ? { serveType, deliveryInfoDTO: { deliveryAddress: nearbyAddress(detail), phone: customer.phone } }
      : { serveType };
  order = await ok(
    await request.post(`/api/orders/${order.id}/confirm`, { headers: once(), data: confirm }),
    'confirm',
  );
  if (order.status !== 'PAID') {
    if (order.clientSecret) {
      await ok(
        await request.post(
          `/api/testing-support/payment-intent/confirm/${encodeURIComponent(order.clientSecret)}`,
          {
            headers,
          },
        ),
        'sandbox card payment',
      );
    }
    order = await ok(await request.post(`/api/orders/${order.id}/paid`, { headers: once() }), 'paid');
  }
  expect(order.status).toBe('PAID');
  return order;
}

/** POST /api/orders/{storeId}/{action}/{orderId}: one merchant action; the order as it is after. */
export async function orderAction(
  request: APIRequestContext,
  merchant: Bearer,
  order: Pick<PlacedOrder, 'id' | 'storeId'>,
  action: string,
  data: Json = {},
) {
  return ok<Json & { status: string; serveStatus: string | null }>(
    await request.post(`/api/orders/${order.storeId}/${action}/${order.id}`, { headers: merchant, data }),
    `${action} ${order.id}`,
  );
}

/**
 * The serve flow to COMPLETED: accept → preparing → ready → (delivering →) complete. Preparing
 * and delivering take their processing times in minutes.
 */
export async function serveToCompletion(
  request: APIRequestContext,
  merchant: Bearer,
  order: PlacedOrder,
  times: { preparing: number; delivering?: number },
) {
  await orderAction(request, merchant, order, 'accept');
  await orderAction(request, merchant, order, 'preparing', { processingTime: times.preparing });
  await orderAction(request, merchant, order, 'ready');
  if (times.delivering !== undefined)
    await orderAction(request, merchant, order, 'delivering', { processingTime: times.delivering });
  const done = await orderAction(request, merchant, order, 'complete');
  expect(done.status).toBe('COMPLETED');
  return done;
}

/** Rejects a new paid order with a reason: REFUNDED, serve status REJECTED. */
export async function rejectOrder(
  request: APIRequestContext,
  merchant: Bearer,
  order: PlacedOrder,
  reason: string,
) {
  const rejected = await orderAction(request, merchant, order, 'reject', { rejectMessage: reason });
  expect(rejected).toMatchObject({ status: 'REFUNDED', serveStatus: 'REJECTED' });
  return rejected;
}
