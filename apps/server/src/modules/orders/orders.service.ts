import type { CheckoutBody, ConfirmBody, OrderListQuery } from '@perkdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CartService } from '../cart/cart.service';
import type { EventClaim } from '../payments/event-claim';
import type { PaymentPort } from '../payments/payment-port';
import { cancelOrder } from './cancel-order';
import { checkout } from './checkout';
import { confirmOrder } from './confirm-order';
import { getOrder, type OrderReader } from './get-order';
import { isOrderValid } from './is-order-valid';
import { listCustomerOrders } from './list-customer-orders';
import {
  type GlobalPointsBalance,
  noGlobalPoints,
  noOrderReservations,
  type OrderReservations,
} from './loyalty-ports';
import { markOrderPaid } from './mark-paid';
import { orderAnswer } from './order-answer';
import type { OrderContext } from './order-context';
import { createOrderDelivery } from './order-delivery';
import { noOrderEvents, type OrderEvents } from './order-events';
import { createOrderPayments } from './order-payments';
import { createOrderRefunds } from './order-refunds';
import { merchantHasPaidOrders } from './orders.repository';
import { type PaymentOfIntent, paidByIntent } from './paid-by-intent';
import { orderPublisher } from './publish-order';
import { reconcileRefunds } from './reconcile-refunds';

export type { OrderReader } from './get-order';
export {
  type GlobalPointsBalance,
  noGlobalPoints,
  noOrderReservations,
  type OrderReservations,
} from './loyalty-ports';

/**
 * The customer side of the order lifecycle (contract §9 Lifecycle, Customer routes), reused by
 * the demo history, the webhook and the merchant actions. Every transition is a compare-and-set on
 * (status, serveStatus); the loser gets INVALID_STATUS. Provider calls never run inside a database
 * transaction. A failed re-check (ITEM_UNAVAILABLE) at confirm or paid cancels the order and
 * releases its payment; every other refusal leaves the order as it was.
 */
export function createOrderService(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  carts: CartService;
  globalPointsBalance?: GlobalPointsBalance;
  reservations?: OrderReservations;
  events?: OrderEvents;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, payments, carts, log } = deps;
  const orderPayments = createOrderPayments({ db, payments, log });
  const refunds = createOrderRefunds({ db, clock, payments, log });
  const ctx: OrderContext = {
    db,
    clock,
    payments,
    carts,
    globalPointsBalance: deps.globalPointsBalance ?? noGlobalPoints,
    reservations: deps.reservations ?? noOrderReservations,
    orderPayments,
    refunds,
    delivery: createOrderDelivery(db),
    publish: orderPublisher(deps.events ?? noOrderEvents, log),
    log,
  };

  return {
    /** Cancels the order's intent, or refunds it when paid (the merchant's reject and cancel reuse it). */
    releasePayment: orderPayments.releasePayment,
    /** Sends recorded refunds to the provider (the merchant's reject, cancel and refund). */
    refunds,
    checkout: (customerId: string, body: CheckoutBody) => checkout(ctx, customerId, body),
    /** What a checkout or confirm of `orderId` answers, for an idempotent retry after a crash. */
    orderAnswer: (customerId: string, orderId: string) => orderAnswer(ctx, customerId, orderId),
    confirm: (customerId: string, orderId: string, body: ConfirmBody) =>
      confirmOrder(ctx, customerId, orderId, body),
    paid: (customerId: string, orderId: string) => markOrderPaid(ctx, customerId, orderId),
    paidByIntent: (input: PaymentOfIntent, claim?: EventClaim) => paidByIntent(ctx, input, claim),
    /** The provider's `charge.refunded`: refunds it confirmed, or made elsewhere, are recorded. */
    refundsReported: (input: PaymentOfIntent, claim?: EventClaim) => reconcileRefunds(ctx, input, claim),
    cancel: (customerId: string, orderId: string) => cancelOrder(ctx, customerId, orderId),
    isValid: (customerId: string, orderId: string) => isOrderValid(ctx, customerId, orderId),
    get: (reader: OrderReader, orderId: string) => getOrder(ctx, reader, orderId),
    list: (customerId: string, query: OrderListQuery) => listCustomerOrders(ctx, customerId, query),
    /** PAID orders exist: payments cannot be disconnected. */
    hasOrdersInProgress: (merchantId: string): Promise<boolean> => merchantHasPaidOrders(db, merchantId),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
