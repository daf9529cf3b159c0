import type { SetupState } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { countStores } from './stores.repository';

/**
 * The setup fact the stores area owns: how many stores the merchant has (deleted ones not counted).
 * Shaped as merchants' SetupContributor without importing it: merchants depends on stores, not back.
 */
export async function storeFacts(db: Executor, merchantId: string): Promise<Pick<SetupState, 'storeCount'>> {
  return { storeCount: await countStores(db, merchantId) };
}
