import { activeOrdersResponseSchema, orderCountSchema } from '@perkdesk/contracts';
import { type Answer, jsonAnswer } from '../../lib/answer-cache';
import { countActiveOrders } from './active-counts';
import { activeOrders } from './active-orders';
import type { MerchantOrderContext } from './merchant-orders-context';

// The orders screen polls these on every change: their JSON is kept per merchant until one of its
// orders changes on any instance (lib/answer-cache.ts, ADR 0015). A 404 is never kept.
const kept = (ctx: MerchantOrderContext, merchantId: string, key: string, build: () => Promise<Answer>) =>
  ctx.answers ? ctx.answers.answer(merchantId, key, build) : build();

/** GET /api/orders/active as the JSON sent. */
export function activeOrdersAnswer(ctx: MerchantOrderContext, merchantId: string, storeId?: string | null) {
  return kept(ctx, merchantId, `active:${storeId || ''}`, async () =>
    jsonAnswer(activeOrdersResponseSchema, await activeOrders(ctx, merchantId, storeId)),
  );
}

/** GET /api/orders/active/count ('inProgress') and /api/orders/merchant/count ('new') as the JSON sent. */
export function activeCountAnswer(
  ctx: MerchantOrderContext,
  merchantId: string,
  storeId: string | null | undefined,
  which: 'new' | 'inProgress',
) {
  return kept(ctx, merchantId, `${which}:${storeId || ''}`, async () =>
    jsonAnswer(orderCountSchema, await countActiveOrders(ctx, merchantId, storeId, which)),
  );
}
