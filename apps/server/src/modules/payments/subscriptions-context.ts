import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentPort } from './payment-port';

/** What the subscription use cases run with. */
export interface SubscriptionsContext {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  /** APP_ORIGIN: success URLs must lead back to it. */
  appOrigin: string;
}
