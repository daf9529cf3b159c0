import type { Db } from '../../db/client';
import { customerFields, merchantFields, toOrder } from '../orders/order-mapper';
import { findOrder, type OrderRow } from '../orders/orders.public';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import type { StoreRow } from '../stores/stores.public';

/**
 * An order change as every instance publishes it, serialized as the API answers it: the order's
 * fields once (the bulk: items, promotions, amounts), and what each view adds to them.
 */
export interface OrderEvent {
  orderId: string;
  merchantId: string;
  customerId: string;
  /** The fields both views share (`toOrder`), as a JSON object. */
  order: string;
  /** What the merchant view (contract §9) adds; null for an order never paid: its merchant never saw it. */
  merchantFields: string | null;
  /** What the customer view adds (the order's store); null when the store is gone. */
  customerFields: string | null;
}

/**
 * A view from the shared fields and the view's own, as JSON.stringify of `{ ...order, ...fields }`
 * writes it (no key of one is in the other): `{…order…,…fields…}`.
 */
export const joinView = (order: string, fields: string): string =>
  fields === '{}' ? order : `${order.slice(0, -1)},${fields.slice(1)}`;

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
    order: JSON.stringify(toOrder(order)),
    merchantFields: order.paidAt ? JSON.stringify(merchantFields(order)) : null,
    customerFields: store ? JSON.stringify(customerFields(order, store, now)) : null,
  };
}

/** The event for an order as it is now in the database (a publication too large to carry its views). */
export async function loadOrderEvent(db: Db, orderId: string, now: Date): Promise<OrderEvent | null> {
  const order = await findOrder(db, orderId);
  return order ? orderEventOf(db, order, now) : null;
}
