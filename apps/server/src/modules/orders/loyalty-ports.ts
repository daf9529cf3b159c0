import type { Executor } from '../../db/client';
import type { OrderRow } from './orders.repository';

/** A customer's global points balance (contract §10 Global points); checkout refuses spending more. */
export type GlobalPointsBalance = (customerId: string) => Promise<number>;
export const noGlobalPoints: GlobalPointsBalance = async () => 0;

/**
 * The loyalty balances an order spends (contract §9 Lifecycle): `reserve` takes the order's
 * `usedPunches`, `usedPoints` and `globalPointsUsed` inside the confirm transaction (a shortfall
 * throws and the confirm rolls back); `release` gives a held reservation back when the order is
 * canceled. Both are once per order.
 */
export interface OrderReservations {
  /** Whether the order spends anything to reserve (its frozen figures; most orders do not). */
  reserves(order: OrderRow): boolean;
  reserve(tx: Executor, order: OrderRow): Promise<void>;
  release(tx: Executor, order: OrderRow): Promise<void>;
}
export const noOrderReservations: OrderReservations = {
  reserves: () => false,
  reserve: async () => {},
  release: async () => {},
};

/**
 * What loyalty does when a merchant action changes an order (accept credits, complete settles,
 * reject or cancel reverts). Each runs inside the action's transaction after the compare-and-set
 * won, so a credit happens exactly once.
 */
export interface OrderActionCredits {
  accepted(tx: Executor, order: OrderRow): Promise<void>;
  completed(tx: Executor, order: OrderRow): Promise<void>;
  reverted(tx: Executor, order: OrderRow): Promise<void>;
}
export const noOrderActionCredits: OrderActionCredits = {
  accepted: async () => {},
  completed: async () => {},
  reverted: async () => {},
};
