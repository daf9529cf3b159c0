import type { NearbyStoresQuery, StoreInput } from '@perkdesk/contracts';
import { createStore } from './create-store';
import { deleteStore } from './delete-store';
import { getStore } from './get-store';
import { listStores } from './list-stores';
import { findNearbyStores } from './nearby-stores';
import { replaceStore } from './replace-store';
import { resolveStoreLink } from './resolve-store-link';
import { setStoreStatus } from './set-store-status';
import type { StoreContext } from './store-context';

export { writable } from './writable';

/** Merchant stores (contract §4 Stores). Every query is scoped by the caller's merchant id. */
export function createStoreService(ctx: StoreContext) {
  return {
    create: (merchantId: string, input: StoreInput) => createStore(ctx, merchantId, input),
    list: (merchantId: string) => listStores(ctx, merchantId),
    get: (merchantId: string, id: string) => getStore(ctx, merchantId, id),
    update: (merchantId: string, id: string, input: StoreInput) => replaceStore(ctx, merchantId, id, input),
    setStatus: (merchantId: string, id: string, status: string) =>
      setStoreStatus(ctx, merchantId, id, status),
    remove: (merchantId: string, id: string) => deleteStore(ctx, merchantId, id),
    resolveLink: (slug: string) => resolveStoreLink(ctx, slug),
    nearby: (query: NearbyStoresQuery) => findNearbyStores(ctx, query),
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
