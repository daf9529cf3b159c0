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

/**
 * `events`, with this instance's cached answers of the order's merchant dropped first: a merchant
 * who acts and reads again here never sees the old state, even before the NOTIFY comes back.
 */
export const droppingAnswers = (
  events: OrderEvents,
  answers: { drop(merchantId: string): void },
): OrderEvents => ({
  published(order, store) {
    answers.drop(order.merchantId);
    return events.published(order, store);
  },
});
