import type { Db, Executor } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Clock } from '../../lib/clock';
import type { PaymentAccountCheck } from '../../lib/payment-account-check';
import type { TaxService } from '../taxes/taxes.service';

/** What the store use cases need, built once by createStoreService. */
export interface StoreContext {
  db: Db;
  clock: Clock;
  taxes: TaxService;
  /**
   * Whether the store has PAID orders in progress, read in the delete's transaction (the orders
   * module answers it; app.ts wires it). Default: none.
   */
  hasOrdersInProgress?: (db: Executor, storeId: string) => Promise<boolean>;
  /** Whether customers can see a merchant's stores (§4 Visibility); a store link answers only then. */
  hasPaymentAccount?: PaymentAccountCheck;
  /** The stores list's answers, per merchant (stores-answer.ts); none: read each time. */
  answers?: Pick<AnswerCache, 'answer' | 'drop'>;
}
