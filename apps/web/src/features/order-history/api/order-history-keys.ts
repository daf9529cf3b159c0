/**
 * Order history's query keys, under the 'orders' family so that anything refreshing every
 * order query refreshes these too. The live orders screen keeps its own ['orders', 'live'].
 */
export const orderHistoryKeys = {
  all: ['orders', 'history'] as const,
  /** One page of GET /api/orders/archived, by its exact query string. */
  page: (query: string) => ['orders', 'history', 'archived', query] as const,
  /** GET /api/orders/{id}, the merchant view. */
  order: (id: string) => ['orders', 'history', 'order', id] as const,
};
