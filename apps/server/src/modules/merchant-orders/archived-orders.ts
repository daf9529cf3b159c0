import type {
  ArchivedOrder,
  ArchivedOrdersPage,
  ArchivedOrdersQuery,
  MerchantOrder,
} from '@perkdesk/contracts';
import { ARCHIVED_STATUSES } from '../../db/schema/index';
import { dateRange } from '../orders/order-dates';
import { searchNeedle, toMerchantOrder } from '../orders/order-mapper';
import type { MerchantOrderContext } from './merchant-orders-context';
import { historyPage } from './order-history';
import { scopeOf } from './order-scope';

/** The order cut down to `fields` (null: all of it). */
function project(order: MerchantOrder, fields: readonly (keyof MerchantOrder)[] | null): ArchivedOrder {
  if (!fields) return order;
  return Object.fromEntries(fields.map((field) => [field, order[field]])) as ArchivedOrder;
}

/** GET /api/orders/archived: a page of COMPLETED and REFUNDED orders. */
export async function archivedOrders(
  ctx: MerchantOrderContext,
  merchantId: string,
  query: ArchivedOrdersQuery,
): Promise<ArchivedOrdersPage> {
  const { scope, zone } = await scopeOf(ctx, merchantId, query.storeId);
  const { rows, total } = await historyPage(
    ctx.db,
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
}
