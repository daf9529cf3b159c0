import type { SetupContributor } from '../merchants/setup-state.service';
import { countStores } from './stores.repository';

/** The setup fact the stores area owns: how many stores the merchant has (deleted ones not counted). */
export const storeFacts: SetupContributor = async (db, merchantId) => ({
  storeCount: await countStores(db, merchantId),
});
