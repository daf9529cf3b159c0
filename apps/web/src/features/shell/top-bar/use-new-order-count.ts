import { type MerchantOrder, orderCountSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useRealtime } from '../../../lib/realtime/use-realtime';

export const NEW_ORDER_COUNT_KEY = ['orders', 'merchant-count'] as const;

/** GET /api/orders/merchant/count: a bare number, the PAID orders not yet accepted (contract §9). */
export const newOrderCountQuery = () =>
  queryOptions({
    queryKey: NEW_ORDER_COUNT_KEY,
    queryFn: ({ signal }) =>
      apiFetch('/api/orders/merchant/count', {
        schema: orderCountSchema,
        signal,
        silent: true,
      }),
  });

/**
 * The events that change the count (spec 1 §4 Real-time updates): a new paid order, a refund
 * (a rejected new order), and an acceptance.
 */
export function changesNewOrderCount(order: Pick<MerchantOrder, 'status' | 'serveStatus'>): boolean {
  if (order.status === 'REFUNDED') return true;
  return order.status === 'PAID' && (order.serveStatus === null || order.serveStatus === 'ACCEPTED');
}

/** Number of new (paid, not yet accepted) orders for the top-bar badge, kept live by the real-time channel. */
export function useNewOrderCount(): number {
  const queryClient = useQueryClient();
  const { data } = useQuery(newOrderCountQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: NEW_ORDER_COUNT_KEY });
  useRealtime({
    onOrder: (order) => {
      if (changesNewOrderCount(order)) void refresh();
    },
    // Events sent while the socket was down are not replayed.
    onConnected: () => void refresh(),
  });
  return data ?? 0;
}
