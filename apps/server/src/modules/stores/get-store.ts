import type { Store } from '@perkdesk/contracts';
import { ownedStore } from './owned-store';
import type { StoreContext } from './store-context';
import { toStore } from './store-mapper';

/** Deleted stores are still returned by id. */
export async function getStore(ctx: StoreContext, merchantId: string, id: string): Promise<Store> {
  return toStore(await ownedStore(ctx.db, merchantId, id), ctx.clock.now());
}
