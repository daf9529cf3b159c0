import type { ArchivedOrdersQuery, MerchantOrderListQuery, StoreOrdersQuery } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { activeCountAnswer, activeOrdersAnswer } from './active-answers';
import { archivedOrders } from './archived-orders';
import { exportArchivedOrders } from './export-archived-orders';
import { listMerchantOrders } from './list-merchant-orders';
import type { MerchantOrderContext } from './merchant-orders-context';
import { storeOrders } from './store-orders';

/** The merchant's order queries (contract §9 Merchant queries), each scoped as order-scope.ts says. */
export function createMerchantOrderService(deps: { db: Db; answers: Pick<AnswerCache, 'answer'> }) {
  const ctx: MerchantOrderContext = { db: deps.db, answers: deps.answers };
  return {
    storeOrders: (merchantId: string, storeId: string, query: StoreOrdersQuery) =>
      storeOrders(ctx, merchantId, storeId, query),
    // The three below answer the JSON to send (lib/answer-cache.ts).
    active: (merchantId: string, storeId?: string | null) => activeOrdersAnswer(ctx, merchantId, storeId),
    activeCount: (merchantId: string, storeId?: string | null) =>
      activeCountAnswer(ctx, merchantId, storeId, 'inProgress'),
    newCount: (merchantId: string, storeId?: string | null) =>
      activeCountAnswer(ctx, merchantId, storeId, 'new'),
    list: (merchantId: string, query: MerchantOrderListQuery) => listMerchantOrders(ctx, merchantId, query),
    archived: (merchantId: string, query: ArchivedOrdersQuery) => archivedOrders(ctx, merchantId, query),
    exportArchived: (merchantId: string, query: ArchivedOrdersQuery) =>
      exportArchivedOrders(ctx, merchantId, query),
  };
}
export type MerchantOrderService = ReturnType<typeof createMerchantOrderService>;
