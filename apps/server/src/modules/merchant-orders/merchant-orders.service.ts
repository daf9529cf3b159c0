import type {
  ArchivedOrder,
  ArchivedOrdersPage,
  ArchivedOrdersQuery,
  MerchantOrder,
  MerchantOrderListQuery,
  OrderSummary,
  StoreOrdersQuery,
} from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { ARCHIVED_STATUSES } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { DEFAULT_ZONE, dateRange } from '../orders/order-dates';
import { searchNeedle, toMerchantOrder } from '../orders/order-mapper';
import type { OrderRow } from '../orders/orders.public';
import { findStore, listStores } from '../stores/stores.public';
import {
  countPaidOrders,
  listActiveOrders,
  listPaidOrders,
  listStoreOrders,
  type OrderScope,
} from './merchant-orders.repository';
import { historyPage } from './order-history';

/** GET /api/orders/store/{storeId}: the summary of an order. */
function toSummary(row: OrderRow): OrderSummary {
  const order = toMerchantOrder(row);
  return {
    id: order.id,
    storeId: order.storeId,
    merchantId: order.merchantId,
    status: order.status,
    serveStatus: order.serveStatus,
    serveType: order.serveType,
    isPickup: order.isPickup,
    numberOfItems: order.numberOfItems,
    totalAmount: order.totalAmount,
    paidAt: order.paidAt,
    lastUpdatedAt: order.lastUpdatedAt,
  };
}

/** The order cut down to `fields` (null: all of it). */
function project(order: MerchantOrder, fields: readonly (keyof MerchantOrder)[] | null): ArchivedOrder {
  if (!fields) return order;
  return Object.fromEntries(fields.map((field) => [field, order[field]])) as ArchivedOrder;
}

/**
 * The merchant's order queries (contract §9 Merchant queries). Each is scoped to the caller's
 * stores, or to one of them: a store of another merchant (or none) is 404, exactly as an unknown
 * one. Dates are read in the zone of the store in scope, else of the merchant's earliest store,
 * else America/Toronto (contract §1 Time).
 *
 * - `storeOrders`: summaries newest first; without dates the PAID orders, with dates every order
 *   paid in the range.
 * - `active`: every PAID order, oldest paid first; `activeCount` (with a serveStatus) and
 *   `newCount` (serveStatus null, the new-order badge).
 * - `list`: PAID, COMPLETED and REFUNDED, newest paid first (`GET /api/orders` as a merchant).
 * - `archived`: a page of COMPLETED and REFUNDED orders (order-history.ts).
 */
export function createMerchantOrderService(deps: { db: Db }) {
  const { db } = deps;

  const scopeOf = async (merchantId: string, storeId: string | null | undefined) => {
    if (storeId) {
      const store = await findStore(db, merchantId, storeId);
      if (!store) throw notFound();
      return { scope: { merchantId, storeId: store.id } satisfies OrderScope, zone: store.timeZone };
    }
    const [earliest] = await listStores(db, merchantId);
    return {
      scope: { merchantId, storeId: null } satisfies OrderScope,
      zone: earliest?.timeZone ?? DEFAULT_ZONE,
    };
  };

  return {
    async storeOrders(merchantId: string, storeId: string, query: StoreOrdersQuery): Promise<OrderSummary[]> {
      const { scope, zone } = await scopeOf(merchantId, storeId);
      const rows = await listStoreOrders(db, scope, dateRange(query, zone));
      return rows.map(toSummary);
    },

    async active(merchantId: string, storeId?: string | null): Promise<MerchantOrder[]> {
      const { scope } = await scopeOf(merchantId, storeId);
      return (await listActiveOrders(db, scope)).map(toMerchantOrder);
    },

    async activeCount(merchantId: string, storeId?: string | null): Promise<number> {
      const { scope } = await scopeOf(merchantId, storeId);
      return countPaidOrders(db, scope, 'inProgress');
    },

    async newCount(merchantId: string, storeId?: string | null): Promise<number> {
      const { scope } = await scopeOf(merchantId, storeId);
      return countPaidOrders(db, scope, 'new');
    },

    async list(merchantId: string, query: MerchantOrderListQuery): Promise<MerchantOrder[]> {
      const { scope, zone } = await scopeOf(merchantId, query.storeId);
      return (await listPaidOrders(db, scope, dateRange(query, zone))).map(toMerchantOrder);
    },

    async archived(merchantId: string, query: ArchivedOrdersQuery): Promise<ArchivedOrdersPage> {
      const { scope, zone } = await scopeOf(merchantId, query.storeId);
      const { rows, total } = await historyPage(
        db,
        {
          merchantId,
          storeId: scope.storeId,
          range: dateRange(query, zone),
          serveTypes: query.serveOptions,
          statuses: query.orderStatus === 'ALL' ? ARCHIVED_STATUSES : [query.orderStatus],
          search: query.searchText ? searchNeedle(query.searchText) : null,
        },
        { field: query.sortBy, desc: query.sortDesc },
        query,
      );
      return {
        content: rows.map((row) => project(toMerchantOrder(row), query.responseFields)),
        totalElements: total,
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
      };
    },
  };
}
export type MerchantOrderService = ReturnType<typeof createMerchantOrderService>;
