/**
 * Number of new (paid, not yet accepted) orders for the top-bar badge.
 * Always 0 for now: the orders work replaces this with GET /api/orders/merchant/count kept live
 * by the real-time channel (spec 1 §4 Real-time updates).
 */
export function useNewOrderCount(): number {
  return 0;
}
