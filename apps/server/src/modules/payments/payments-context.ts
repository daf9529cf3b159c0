import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentPort } from './payment-port';

/**
 * Whether the merchant has orders that are paid but not yet finished (contract §11: disconnecting
 * is refused while PAID orders exist).
 */
export type OrdersInProgressCheck = (merchantId: string) => Promise<boolean>;

/** What the payment account's use cases run with. */
export interface PaymentsContext {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  hasOrdersInProgress: OrdersInProgressCheck;
  /** APP_ORIGIN: the onboarding `returnUrl` must be on it (§11 Clarifications). */
  appOrigin?: string;
}
