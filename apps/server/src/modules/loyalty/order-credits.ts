import type { PointsConfig } from '@perkdesk/contracts';
import type { OrderActionCredits, OrderReservations } from '../orders/loyalty-ports';
import { completeOrderLoyalty } from './complete-order-loyalty';
import { creditAcceptedOrder } from './credit-accepted-order';
import type { OrderLoyaltyContext } from './loyalty-context';
import { orderLoyaltyOf, spendsAnything } from './order-entries';
import type { PromotionStock } from './promotion-stock';
import { releaseOrderLoyalty } from './release-order-loyalty';
import { reserveOrderLoyalty } from './reserve-order-loyalty';
import { revertOrderLoyalty } from './revert-order-loyalty';

/**
 * What an order does to the loyalty ledgers: each step runs inside the caller's transaction and
 * happens exactly once per order (its order_loyalty mark).
 */
export function createOrderCredits(deps: {
  now: () => Date;
  points: PointsConfig;
  stock: PromotionStock;
}): OrderActionCredits & OrderReservations {
  const ctx: OrderLoyaltyContext = deps;
  return {
    reserves: (order) => spendsAnything(order, orderLoyaltyOf(order)),
    reserve: (tx, order) => reserveOrderLoyalty(ctx, tx, order),
    release: (tx, order) => releaseOrderLoyalty(ctx, tx, order),
    accepted: (tx, order) => creditAcceptedOrder(ctx, tx, order),
    reverted: (tx, order) => revertOrderLoyalty(ctx, tx, order),
    completed: (tx, order) => completeOrderLoyalty(ctx, tx, order),
  };
}
