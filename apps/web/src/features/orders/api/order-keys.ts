/** The orders screen's query keys: one family, so a refresh of the screen is one invalidation. */
export const orderKeys = {
  all: ['orders', 'live'] as const,
  /** GET /api/orders/active for one store. */
  active: (storeId: string) => ['orders', 'live', 'active', storeId] as const,
  /** GET /api/orders/{id}: an order not (or no longer) in the active list. */
  one: (id: string) => ['orders', 'live', 'one', id] as const,
};
