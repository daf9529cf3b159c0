import type { PointsConfig } from '@perkdesk/contracts';
import type { ServiceFeeTerms } from '@perkdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { PaymentAccountCheck } from './lib/payment-account-check';
import { createCartService } from './modules/cart/cart.service';
import { createLoyaltyBalances, globalPointsBalanceOf } from './modules/loyalty/loyalty.service';
import { createOrderCredits } from './modules/loyalty/order-credits';
import { promotionStock } from './modules/loyalty/promotion-stock';
import { createOrderActionService, type OrderActionCredits } from './modules/orders/order-actions.service';
import type { OrderEvents } from './modules/orders/order-events';
import { createOrderService, type GlobalPointsBalance } from './modules/orders/orders.service';
import type { PaymentPort } from './modules/payments/payment-port';

/**
 * The ordering path wired once: carts, orders with what they reserve and release in the loyalty
 * ledgers (contract §10), and the merchant's order actions with what they credit and revert. The app
 * and the demo history (on its own past clock) both build it here, so they cannot drift apart.
 */
export function createOrderingServices(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  hasPaymentAccount: PaymentAccountCheck;
  serviceFee: ServiceFeeTerms;
  points: PointsConfig;
  /** Default: the loyalty ledger's. */
  globalPointsBalance?: GlobalPointsBalance;
  /** Default: the loyalty ledgers'. */
  actionCredits?: OrderActionCredits;
  events?: OrderEvents;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, payments, hasPaymentAccount, events, log } = deps;
  const carts = createCartService({
    db,
    clock,
    hasPaymentAccount,
    serviceFee: deps.serviceFee,
    loyaltyBalances: createLoyaltyBalances(db),
  });
  const credits = createOrderCredits({ now: () => clock.now(), points: deps.points, stock: promotionStock });
  const orders = createOrderService({
    db,
    clock,
    payments,
    carts,
    globalPointsBalance: deps.globalPointsBalance ?? globalPointsBalanceOf(db),
    reservations: credits,
    events,
    log,
  });
  const actions = createOrderActionService({
    db,
    clock,
    orders,
    events,
    credits: deps.actionCredits ?? credits,
    log,
  });
  return { carts, orders, actions };
}
