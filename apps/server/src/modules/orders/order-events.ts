import type { StoreRow } from '../stores/stores.public';
import type { OrderRow } from './orders.repository';

/**
 * Where orders are published after their change commits (contract §15 `/user/queue/notify-order`).
 * The orders service calls `published` when an order becomes PAID (paid, pay at store, a zero
 * total, the provider's webhook) and when it becomes CANCELED (the customer's cancel, a failed
 * re-check, a checkout replacing it). The real-time module (modules/realtime/order-publisher.ts)
 * implements it: the merchant view to the store's merchant sessions (only for orders with a
 * `paidAt`: a merchant never saw the others) and the customer view to the customer's sessions,
 * on every instance (LISTEN/NOTIFY on PostgreSQL).
 *
 * The call is awaited but a failure is only logged: delivery is at most once (contract §15).
 */
export interface OrderEvents {
  /** `store`: the order's store when the caller already holds it (saves reading it again). */
  published(order: OrderRow, store?: StoreRow): void | Promise<void>;
}

export const noOrderEvents: OrderEvents = { published: () => {} };
