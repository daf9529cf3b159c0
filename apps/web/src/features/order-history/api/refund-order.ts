import { type MerchantOrder, merchantOrderSchema, type RefundBody } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderHistoryKeys } from './order-history-keys';

/**
 * POST /api/orders/{storeId}/refund/{orderId} `{amount, reason}` (docs/payments-and-refunds.md):
 * part or all of what is not yet refunded of a COMPLETED order; the merchant view after, REFUNDED
 * once nothing is left. Refusals (ORDER_NOT_REFUNDABLE, REFUND_EXCEEDS_REMAINING) are shown in
 * the contract's words by the api client.
 */
export function refundOrder(order: Pick<MerchantOrder, 'id' | 'storeId'>, body: RefundBody) {
  const path = [order.storeId, 'refund', order.id].map(encodeURIComponent).join('/');
  return apiFetch(`/api/orders/${path}`, { method: 'POST', body, schema: merchantOrderSchema });
}

/** The refunded order replaces the shown one; the history pages are read again (status, totals). */
export function useRefundOrder(order: Pick<MerchantOrder, 'id' | 'storeId'>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderHistoryKeys.all });
  return useMutation({
    mutationFn: (body: RefundBody) => refundOrder(order, body),
    onSuccess: (refunded) => {
      queryClient.setQueryData(orderHistoryKeys.order(order.id), refunded);
      return queryClient.invalidateQueries({
        queryKey: orderHistoryKeys.all,
        predicate: (query) => query.queryKey[2] !== 'order',
      });
    },
    // Refused because another refund came first, say: the order as it is now.
    onError: refresh,
  });
}
