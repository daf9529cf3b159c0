import { type MerchantOrder, merchantOrderSchema } from '@perkdesk/contracts';
import type { MerchantAction } from '@perkdesk/domain';
import { apiFetch } from '../../../lib/api-client';

export interface OrderActionInput {
  order: Pick<MerchantOrder, 'id' | 'storeId'>;
  action: MerchantAction;
  /** preparing and delivering: minutes. */
  processingTime?: number;
  /** reject and cancel: the reason the customer sees. */
  rejectMessage?: string;
}

function bodyOf({ processingTime, rejectMessage }: OrderActionInput) {
  if (processingTime !== undefined) return { processingTime };
  if (rejectMessage !== undefined) return { rejectMessage };
  return {};
}

/**
 * POST /api/orders/{storeId}/{action}/{orderId} (contract §9 Merchant actions): the order after
 * the action. Refusals ("The order is not PAID", "Invalid Status", the reject-in-process text)
 * are shown by the api client.
 */
export function applyOrderAction(input: OrderActionInput) {
  const { order, action } = input;
  const path = [order.storeId, action, order.id].map(encodeURIComponent).join('/');
  return apiFetch(`/api/orders/${path}`, {
    method: 'POST',
    body: bodyOf(input),
    schema: merchantOrderSchema,
  });
}
