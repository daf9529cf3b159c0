import type {
  ArchivedOrder,
  ArchivedOrdersPage,
  ArchivedOrdersQuery,
  MerchantOrder,
} from '@perkdesk/contracts';
import { toMerchantOrder } from '../orders/order-mapper';
import { archivedFilterOf } from './archived-filter';
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
    archivedFilterOf(scope, zone, query),
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
