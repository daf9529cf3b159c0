import { type MerchantOrder, merchantOrderSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index';
import { signedIn } from './account-fixtures';
import { call, type openShop, orderCall, orderRow, type ProviderHarness } from './order-harness';

// Orders paid by card and served to COMPLETED, and the merchant's refunds of them
// (docs/payments-and-refunds.md), on either provider.

type Headers = Record<string, string>;
type Shop = Awaited<ReturnType<typeof openShop>>;

/** Croissants ordered by a new customer for pick-up and paid by card: a PAID order. */
export async function paidOrder(p: ProviderHarness, shop: Shop, quantity = 4) {
  const customer = await signedIn(p.t, 'USER');
  await p.t.db.update(users).set({ phone: '+14165550123' }).where(eq(users.id, customer.id));
  const added = await call(
    p.t,
    'POST',
    `/api/user-cart/${shop.store.id}/item`,
    { item: { productId: shop.menu.croissant.id, quantity, addons: [] } },
    customer.headers,
  );
  expect(added.statusCode, added.body).toBe(200);
  const order = await orderCall(
    p.t,
    'POST',
    '/api/orders/checkout',
    { storeId: shop.store.id },
    customer.headers,
  );
  await orderCall(p.t, 'POST', `/api/orders/${order.id}/confirm`, { serveType: 'PICKUP' }, customer.headers);
  const row = await orderRow(p.t, order.id);
  await p.pay(row.paymentClientSecret as string, customer.headers);
  const paid = await orderCall(p.t, 'POST', `/api/orders/${order.id}/paid`, undefined, customer.headers);
  expect(paid.status).toBe('PAID');
  return { customer, id: order.id, totalAmount: paid.totalAmount, intentId: row.paymentIntentId as string };
}

/** A merchant action that must succeed, in the merchant view. */
export async function act(p: ProviderHarness, shop: Shop, action: string, orderId: string, body?: unknown) {
  const response = await call(
    p.t,
    'POST',
    `/api/orders/${shop.store.id}/${action}/${orderId}`,
    body,
    shop.merchant.headers,
  );
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  return merchantOrderSchema.parse(response.json());
}

/** A paid order accepted, prepared, made ready and picked up: COMPLETED. */
export async function completedOrder(p: ProviderHarness, shop: Shop, quantity = 4) {
  const paid = await paidOrder(p, shop, quantity);
  await act(p, shop, 'accept', paid.id);
  await act(p, shop, 'preparing', paid.id, { processingTime: 5 });
  await act(p, shop, 'ready', paid.id);
  const completed = await act(p, shop, 'complete', paid.id);
  expect(completed.status).toBe('COMPLETED');
  return paid;
}

/** `POST /api/orders/{storeId}/refund/{orderId}`. */
export const refund = (
  p: ProviderHarness,
  shop: Shop,
  orderId: string,
  body: unknown,
  headers: Headers = shop.merchant.headers,
  storeId = shop.store.id,
) => call(p.t, 'POST', `/api/orders/${storeId}/refund/${orderId}`, body, headers);

/** A refund that must succeed, in the merchant view. */
export async function refunded(
  p: ProviderHarness,
  shop: Shop,
  orderId: string,
  body: unknown,
): Promise<MerchantOrder> {
  const response = await refund(p, shop, orderId, body);
  expect(response.statusCode, response.body).toBe(200);
  return merchantOrderSchema.parse(response.json());
}

/** Cents of a dollar amount, exactly. */
export const cents = (amount: number) => Math.round(amount * 100);
