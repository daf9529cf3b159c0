import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentAccountCheck } from '../../lib/payment-account-check';
import type { TaxService } from '../taxes/taxes.service';
import type { UploadService } from '../uploads/upload.service';

/** What the merchant profile use cases need, built once by createMerchantProfileService. */
export interface MerchantProfileContext {
  db: Db;
  clock: Clock;
  taxes: TaxService;
  uploads: UploadService;
  hasPaymentAccount: PaymentAccountCheck;
  /**
   * Whether the customer id comes from one of the merchant's own completed checkout sessions: the
   * only `paymentCustomerId` a profile save accepts (contract §11). The payments module answers
   * it (app.ts wires it); without it, none is accepted.
   */
  isOwnPaymentCustomer?: (merchantId: string, customerId: string) => Promise<boolean>;
  /** Told once a save created the merchant's initial store, so this instance's kept stores list goes at once. */
  storesChanged?: (merchantId: string) => void;
}
