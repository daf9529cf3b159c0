import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { OrderEvents } from '../orders/order-events';
import { orderEventOf } from './order-views';
import type { RealtimeBus } from './realtime-bus';

/**
 * The real-time channel's side of `OrderEvents` (contract §15 `/user/queue/notify-order`): the
 * orders and order-actions services call it after each commit; the views are built once here and
 * published to every instance.
 */
export function createOrderPublisher(deps: { db: Db; clock: Clock; bus: RealtimeBus }): OrderEvents {
  return {
    async published(order, store) {
      await deps.bus.publishOrder(await orderEventOf(deps.db, order, deps.clock.now(), store));
    },
  };
}
