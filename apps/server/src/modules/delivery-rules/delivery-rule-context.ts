import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TaxService } from '../taxes/taxes.service';

/** What the delivery rule use cases need, built once by createDeliveryRuleService. */
export interface DeliveryRuleContext {
  db: Db;
  clock: Clock;
  taxes: TaxService;
}
