import { randomUUID } from 'node:crypto';
import type { CustomerOrder, StoreDetail } from '@perkdesk/contracts';
import { chooseLines, chooseServeType, nearbyAddress } from '../demo/choose-order';
import type { SimulatedCustomer } from './customers';
import { ApiCallError, type ApiClient } from './http-client';

type Random = () => number;

export interface PlacedOrder {
  order: CustomerOrder;
  /** Lines the cart refused (an item sold out between the menu read and the add). */
  refusedLines: number;
}

/**
 * One order through the public API, as a customer app places it: cart → checkout → confirm →
 * card payment in the sandbox → paid. Checkout, confirm and paid carry an Idempotency-Key, as a
 * client retrying over a flaky network would. A delivery beyond every rule falls back to pick-up.
 */
export async function placeOrder(
  api: ApiClient,
  customer: SimulatedCustomer,
  detail: StoreDetail,
  random: Random,
): Promise<PlacedOrder | null> {
  const storeId = detail.store.id;
  const token = customer.token;
  await api.call('DELETE', `/api/user-cart/${storeId}`, { token });
  let refusedLines = 0;
  for (const item of chooseLines(detail, random)) {
    try {
      await api.call('POST', `/api/user-cart/${storeId}/item`, { token, body: { item } });
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.status !== 400) throw error;
      refusedLines++;
    }
  }
  const count = await api.call<number>('GET', `/api/user-cart/${storeId}/cart-item-count`, { token });
  if (count === 0) return null;

  const once = () => ({ 'idempotency-key': randomUUID() });
  let order: CustomerOrder;
  try {
    order = await api.call<CustomerOrder>('POST', '/api/orders/checkout', {
      token,
      headers: once(),
      body: { storeId },
    });
  } catch (error) {
    // Outside the store's opening hours nobody can order: not a failure of the run.
    if (error instanceof ApiCallError && error.body?.code === 'STORE_CLOSED') return null;
    throw error;
  }
  const serveType = chooseServeType(detail, random);
  const confirmBody =
    serveType === 'DELIVERY'
      ? {
          serveType,
          deliveryInfoDTO: { deliveryAddress: nearbyAddress(detail, random), phone: customer.phone },
        }
      : { serveType };
  try {
    order = await api.call('POST', `/api/orders/${order.id}/confirm`, {
      token,
      headers: once(),
      body: confirmBody,
    });
  } catch (error) {
    const fallback = detail.store.serveOptions.find((option) => option !== 'DELIVERY');
    if (!(error instanceof ApiCallError) || error.body?.code !== 'DELIVERY_RULE_NOT_FOUND' || !fallback)
      throw error;
    order = await api.call('POST', `/api/orders/${order.id}/confirm`, {
      token,
      headers: once(),
      body: { serveType: fallback },
    });
  }
  if (order.status === 'PAID') return { order, refusedLines };
  if (order.clientSecret) {
    await api.call(
      'POST',
      `/api/testing-support/payment-intent/confirm/${encodeURIComponent(order.clientSecret)}`,
      {
        token,
      },
    );
  }
  order = await api.call('POST', `/api/orders/${order.id}/paid`, { token, headers: once() });
  return { order, refusedLines };
}
