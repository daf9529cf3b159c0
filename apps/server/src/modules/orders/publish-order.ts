import type { FastifyBaseLogger } from 'fastify';
import type { StoreRow } from '../stores/stores.public';
import type { OrderEvents } from './order-events';
import type { OrderRow } from './orders.repository';

/** Publishes an order after its change committed; a failure is only logged (at most once, contract §15). */
export function orderPublisher(events: OrderEvents, log?: FastifyBaseLogger) {
  return async (order: OrderRow, store?: StoreRow): Promise<void> => {
    try {
      await events.published(order, store);
    } catch (error) {
      log?.error({ err: error, orderId: order.id }, 'order event not published');
    }
  };
}
export type PublishOrder = ReturnType<typeof orderPublisher>;
