import type { MerchantOrder } from '@perkdesk/contracts';

/** The notification an incoming order raises (spec 1 §4 Real-time updates). */
export type OrderNotice = 'new' | 'updated' | 'rejected' | 'completed';

export function noticeOf(order: Pick<MerchantOrder, 'status' | 'serveStatus'>): OrderNotice | null {
  if (order.status === 'REFUNDED') return 'rejected';
  if (order.status === 'COMPLETED') return 'completed';
  if (order.status === 'PAID') return order.serveStatus === null ? 'new' : 'updated';
  return null;
}

/** Only PAID orders are active: completed, refunded and canceled ones leave the list. */
export function isActive(order: Pick<MerchantOrder, 'status'>): boolean {
  return order.status === 'PAID';
}

/** A completed or refunded order is no longer a current order (spec 1 §2, on opening the screen). */
export function isClosed(order: Pick<MerchantOrder, 'status'>): boolean {
  return order.status === 'COMPLETED' || order.status === 'REFUNDED' || order.status === 'CANCELED';
}

/**
 * The active list after `order` changed. A PAID order not yet listed comes in at the top; a
 * listed one is replaced in place unless the list already holds a newer copy (an action's answer
 * and its own echo on the socket may arrive in either order); any other status removes it.
 * Returns the same array when nothing changed, so nothing re-renders.
 */
export function mergeOrder(list: readonly MerchantOrder[], order: MerchantOrder): readonly MerchantOrder[] {
  const index = list.findIndex((listed) => listed.id === order.id);
  if (!isActive(order)) return index < 0 ? list : list.filter((listed) => listed.id !== order.id);
  if (index < 0) return [order, ...list];
  const listed = list[index] as MerchantOrder;
  if (Date.parse(listed.lastUpdatedAt) > Date.parse(order.lastUpdatedAt)) return list;
  const next = [...list];
  next[index] = order;
  return next;
}

/** Whether the list already shows exactly this state of the order (no notification needed). */
export function isKnown(list: readonly MerchantOrder[], order: MerchantOrder): boolean {
  const listed = list.find((candidate) => candidate.id === order.id);
  if (!listed) return false;
  return (
    listed.status === order.status &&
    listed.serveStatus === order.serveStatus &&
    listed.paymentCollected === order.paymentCollected &&
    Date.parse(listed.lastUpdatedAt) >= Date.parse(order.lastUpdatedAt)
  );
}
