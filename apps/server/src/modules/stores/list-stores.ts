import type { Store } from '@perkdesk/contracts';
import type { StoreContext } from './store-context';
import { toStore } from './store-mapper';
import { listStores as listStoreRows } from './stores.repository';

/** The merchant's stores that are not deleted, in creation order. */
export async function listStores(ctx: StoreContext, merchantId: string): Promise<Store[]> {
  return (await listStoreRows(ctx.db, merchantId)).map((row) => toStore(row, ctx.clock.now()));
}
