import type { StoreRow } from '../stores/stores.public';
import type { OrderRow } from './orders.repository';

/**
 * Where orders are published after their change commits (contract §15 `/user/queue/notify-order`):
 * when one becomes PAID or CANCELED, and after each merchant action. modules/realtime implements
 * it. The call is awaited but a failure is only logged: delivery is at most once.
 */
export interface OrderEvents {
  /** `store`: the order's store when the caller already holds it (saves reading it again). */
  published(order: OrderRow, store?: StoreRow): void | Promise<void>;
}

export const noOrderEvents: OrderEvents = { published: () => {} };
