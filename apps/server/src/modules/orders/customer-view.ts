import type { CustomerOrder } from '@perkdesk/contracts';
import type { StoreRow } from '../stores/stores.public';
import type { OrderContext } from './order-context';
import { toCustomerOrder } from './order-mapper';
import { storeOf } from './order-store';
import type { OrderRow } from './orders.repository';

/** The customer's view of the order now; `store` when the caller already holds it. */
export async function customerView(
  ctx: OrderContext,
  order: OrderRow,
  store?: StoreRow,
): Promise<CustomerOrder> {
  return toCustomerOrder(order, store ?? (await storeOf(ctx.db, order)), ctx.clock.now());
}
