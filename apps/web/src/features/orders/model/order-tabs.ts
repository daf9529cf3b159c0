import type { MerchantOrder, ServeStatus } from '@perkdesk/contracts';

/** The four filter tabs of the orders screen (spec 1 §2), each with the serve status it holds. */
export const ORDER_TABS = ['new', 'accepted', 'preparing', 'ready'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const TAB_SERVE_STATUS: Record<OrderTab, ServeStatus | null> = {
  new: null,
  accepted: 'ACCEPTED',
  preparing: 'PREPARING',
  ready: 'READY',
};

type Filterable = Pick<MerchantOrder, 'id' | 'serveStatus' | 'paidAt'>;

export function isInTab(order: Pick<MerchantOrder, 'serveStatus'>, tab: OrderTab): boolean {
  return order.serveStatus === TAB_SERVE_STATUS[tab];
}

/** The count on each tab: the whole list, whatever the search. */
export function countByTab(orders: readonly Pick<MerchantOrder, 'serveStatus'>[]): Record<OrderTab, number> {
  const counts: Record<OrderTab, number> = { new: 0, accepted: 0, preparing: 0, ready: 0 };
  for (const order of orders) {
    const tab = ORDER_TABS.find((candidate) => isInTab(order, candidate));
    if (tab) counts[tab]++;
  }
  return counts;
}

/** The displayed order number: the id's last 4 characters (contract §1). */
export function orderNumber(id: string): string {
  return id.slice(-4);
}

/** The search box matches the last 4 characters of the id; a leading # is allowed. */
export function matchesSearch(order: Pick<MerchantOrder, 'id'>, search: string): boolean {
  const term = search.trim().replace(/^#/, '').toLowerCase();
  return term === '' || orderNumber(order.id).toLowerCase().includes(term);
}

export type OrderSort = 'newest' | 'oldest';

/**
 * The cards to show: the chosen tab (none chosen shows every active order, delivering ones
 * included), the search, sorted by paid time as the display options say (newest first by
 * default, so a new order comes in at the top).
 */
export function visibleOrders<T extends Filterable>(
  orders: readonly T[],
  filter: { tab: OrderTab | null; search: string; sort: OrderSort },
): T[] {
  const shown = orders.filter(
    (order) => (filter.tab === null || isInTab(order, filter.tab)) && matchesSearch(order, filter.search),
  );
  const direction = filter.sort === 'newest' ? -1 : 1;
  return shown.sort((a, b) => direction * (paidTime(a) - paidTime(b)) || a.id.localeCompare(b.id));
}

function paidTime(order: Pick<MerchantOrder, 'paidAt'>): number {
  return order.paidAt ? Date.parse(order.paidAt) : 0;
}
