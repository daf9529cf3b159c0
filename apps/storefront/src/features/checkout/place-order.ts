import type { CustomerOrder as Order } from '@perkdesk/contracts';
import { api } from '../../lib/api';

export type KeyFor = (step: string, body: unknown) => string;

export interface ConfirmBody {
  serveType: 'PICKUP' | 'DINE_IN' | 'DELIVERY';
  payAtStore?: boolean;
  deliveryInfoDTO?: {
    deliveryAddress: unknown;
    deliveryDistance: number | null;
    phone: string | null;
    isRememberAddress: boolean;
  };
}

/** Cart → CHECKOUT → CONFIRMED (contract §9), each step under its attempt's idempotency key. */
export async function checkoutAndConfirm(
  storeId: string,
  globalPoints: number,
  confirm: ConfirmBody,
  keyFor: KeyFor,
): Promise<Order> {
  const checkoutBody = globalPoints > 0 ? { storeId, globalPoints } : { storeId };
  const order = await api<Order>('/api/orders/checkout', {
    method: 'POST',
    body: checkoutBody,
    idempotencyKey: keyFor('checkout', checkoutBody),
  });
  return api<Order>(`/api/orders/${order.id}/confirm`, {
    method: 'POST',
    body: confirm,
    idempotencyKey: keyFor(`confirm ${order.id}`, confirm),
  });
}

/** Tells the server the card payment went through; it checks with the provider (idempotent). */
export function markPaid(orderId: string, keyFor: KeyFor): Promise<Order> {
  return api<Order>(`/api/orders/${orderId}/paid`, {
    method: 'POST',
    idempotencyKey: keyFor(`paid ${orderId}`, null),
  });
}

/** The sandbox's card: testing support marks the intent paid, as a real card would (contract §12). */
export async function paySandbox(clientSecret: string): Promise<void> {
  await api(`/api/testing-support/payment-intent/confirm/${encodeURIComponent(clientSecret)}`, {
    method: 'POST',
  });
}
