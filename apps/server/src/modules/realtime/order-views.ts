import type { Db } from '../../db/client';
import { toCustomerOrder, toMerchantOrder } from '../orders/order-mapper';
import { findOrder, type OrderRow } from '../orders/orders.public';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import type { StoreRow } from '../stores/stores.public';

/** An order change as every instance publishes it: both views, serialized as the API answers them. */
export interface OrderEvent {
  orderId: string;
  merchantId: string;
  customerId: string;
  /** The merchant view (contract §9), or null for an order never paid: its merchant never saw it. */
  merchantView: string | null;
  /** The customer view, with the order's store. */
  customerView: string | null;
}

/** The event for an order as it just committed. */
export async function orderEventOf(
  db: Db,
  order: OrderRow,
  now: Date,
  known?: StoreRow,
): Promise<OrderEvent> {
  // The caller's store, or the prepared read every order step already makes (lib/prepared.ts).
  const store = known ?? (await findStoreWithVersion(db, order.storeId))?.store;
  return {
    orderId: order.id,
    merchantId: order.merchantId,
    customerId: order.customerId,
    merchantView: order.paidAt ? JSON.stringify(toMerchantOrder(order)) : null,
    customerView: store ? JSON.stringify(toCustomerOrder(order, store, now)) : null,
  };
}

/** The event for an order as it is now in the database (a publication too large to carry its views). */
export async function loadOrderEvent(db: Db, orderId: string, now: Date): Promise<OrderEvent | null> {
  const order = await findOrder(db, orderId);
  return order ? orderEventOf(db, order, now) : null;
}
