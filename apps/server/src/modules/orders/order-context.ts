import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CartService } from '../cart/cart.service';
import type { PaymentPort } from '../payments/payment-port';
import type { GlobalPointsBalance, OrderActionCredits, OrderReservations } from './loyalty-ports';
import type { OrderDelivery } from './order-delivery';
import type { OrderPayments } from './order-payments';
import type { OrderRefunds } from './order-refunds';
import type { OrderRow } from './orders.repository';
import type { PublishOrder } from './publish-order';

/** What the customer's use cases share, built once by `createOrderService`. */
export interface OrderContext {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  carts: CartService;
  globalPointsBalance: GlobalPointsBalance;
  reservations: OrderReservations;
  orderPayments: OrderPayments;
  refunds: OrderRefunds;
  delivery: OrderDelivery;
  publish: PublishOrder;
  log?: FastifyBaseLogger;
}

/** What a merchant action needs, built once by `createOrderActionService`. */
export interface OrderActionContext {
  db: Db;
  clock: Clock;
  /** Never called inside a transaction: it talks to the payment provider. */
  releasePayment(order: OrderRow): Promise<void>;
  /** Recorded refunds sent to the provider; never inside a transaction either. */
  refunds: OrderRefunds;
  credits: OrderActionCredits;
  publish: PublishOrder;
}
