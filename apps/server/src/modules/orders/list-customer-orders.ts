import type { CustomerOrder, OrderListQuery } from '@perkdesk/contracts';
import type { StoreRow } from '../stores/stores.public';
import type { OrderContext } from './order-context';
import { DEFAULT_ZONE, dateRange } from './order-dates';
import { toCustomerOrder } from './order-mapper';
import { storeOf } from './order-store';
import { findCustomerOrders } from './orders.repository';

/**
 * GET /api/orders[?startDate&endDate] for a customer: its orders, CHECKOUT excluded, newest
 * first, the dates on creation in America/Toronto (no store is in scope).
 */
export async function listCustomerOrders(
  ctx: OrderContext,
  customerId: string,
  query: OrderListQuery,
): Promise<CustomerOrder[]> {
  const rows = await findCustomerOrders(ctx.db, customerId, dateRange(query, DEFAULT_ZONE));
  const stores = new Map<string, StoreRow>();
  const now = ctx.clock.now();
  const answer: CustomerOrder[] = [];
  for (const row of rows) {
    let store = stores.get(row.storeId);
    if (!store) {
      store = await storeOf(ctx.db, row);
      stores.set(store.id, store);
    }
    answer.push(toCustomerOrder(row, store, now));
  }
  return answer;
}
