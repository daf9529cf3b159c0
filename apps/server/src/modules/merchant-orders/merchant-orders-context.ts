import type { Db } from '../../db/client';

export interface MerchantOrderContext {
  db: Db;
}
