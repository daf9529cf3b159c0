import type { PromotionCustomer } from '@perkdesk/domain';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentAccountCheck } from '../../lib/payment-account-check';

/** A customer's history at a merchant (contract §6 rules 6 and 7). */
export type CustomerHistory = (
  db: Executor,
  customerId: string,
  merchantId: string,
) => Promise<PromotionCustomer>;

/** What a promotion use case runs with. */
export interface PromotionContext {
  db: Db;
  clock: Clock;
  hasPaymentAccount: PaymentAccountCheck;
  customerHistory: CustomerHistory;
}
