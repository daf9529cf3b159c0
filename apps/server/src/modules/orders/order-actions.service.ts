import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { noOrderActionCredits, type OrderActionCredits } from './loyalty-ports';
import { actOnOrder } from './merchant-action';
import type { OrderActionContext } from './order-context';
import { noOrderEvents, type OrderEvents } from './order-events';
import type { OrderService } from './orders.service';
import { orderPublisher } from './publish-order';
import { refundOrder } from './refund-order';

export { noOrderActionCredits, type OrderActionCredits } from './loyalty-ports';

/**
 * The merchant actions on a paid order (contract §9 Merchant actions) and refunds of a completed
 * one (docs/payments-and-refunds.md), answered in the merchant view.
 */
export function createOrderActionService(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'releasePayment' | 'refunds'>;
  events?: OrderEvents;
  credits?: OrderActionCredits;
  log?: FastifyBaseLogger;
}) {
  const ctx: OrderActionContext = {
    db: deps.db,
    clock: deps.clock,
    releasePayment: (order) => deps.orders.releasePayment(order),
    refunds: deps.orders.refunds,
    credits: deps.credits ?? noOrderActionCredits,
    publish: orderPublisher(deps.events ?? noOrderEvents, deps.log),
  };
  return {
    act: (merchantId: string, storeId: string, action: string, orderId: string, body: unknown) =>
      actOnOrder(ctx, merchantId, storeId, action, orderId, body),
    refund: (merchantId: string, storeId: string, orderId: string, body: unknown) =>
      refundOrder(ctx, merchantId, storeId, orderId, body),
  };
}
export type OrderActionService = ReturnType<typeof createOrderActionService>;
